import type { ProductCard } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { HeartIcon } from "../../ui/icons/icons";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { productCardStyles as cardStyles, ProductCardView, type Viewer } from "../catalogue";
import { searchResultsStyles as styles } from "../search";

/** What the favourites view shows. */
export type FavouritesState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; cards: ProductCard[] };

/** Props of FavouritesView. */
export type FavouritesViewProps = {
  state: FavouritesState;
  viewer: Viewer;
  onToggleFavourite: (card: ProductCard) => void;
};

/** Core spec 2.3: the user's favourites as the search's cards; the heart removes one. */
export function FavouritesView({ state, viewer, onToggleFavourite }: FavouritesViewProps) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.results} ${styles.standalone}`}>
      <h1 className={styles.title}>{t("favourites.title")}</h1>
      {state.kind === "loading" && <Skeleton lines={4} height={48} />}
      {state.kind === "failed" && <EmptyState title={t("favourites.failed")} />}
      {state.kind === "ready" && state.cards.length === 0 && (
        <EmptyState
          icon={<HeartIcon />}
          title={t("favourites.empty.title")}
          text={t("favourites.empty.text")}
        />
      )}
      {state.kind === "ready" && state.cards.length > 0 && (
        <h2 className={visuallyHidden}>{t("catalogue.search.results")}</h2>
      )}
      {state.kind === "ready" && state.cards.length > 0 && (
        <ul className={cardStyles.grid.default} aria-label={t("favourites.title")}>
          {state.cards.map((card) => (
            <li key={card.id}>
              <ProductCardView card={card} viewer={viewer} onToggleFavourite={onToggleFavourite} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
