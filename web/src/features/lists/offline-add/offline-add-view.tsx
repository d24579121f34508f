import type { ProductCard } from "@catalogue/core/api";
import { searchListElements } from "@catalogue/core/rules/lists";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { choiceList, choiceRow, choiceText } from "../../../ui/choice-list/choice-list.css";
import { Dialog } from "../../../ui/dialog/dialog";
import { Spinner } from "../../../ui/spinner/spinner";
import { ListSearch } from "../list-search";
import * as styles from "./offline-add.css";

/** Props of OfflineAddView. */
export type OfflineAddViewProps = {
  /** "loading" while the products kept offline are read. */
  phase: "loading" | "ready";
  /** The products kept offline that the list does not hold yet. */
  products: readonly ProductCard[];
  search: string;
  onSearch: (text: string) => void;
  onAdd: (product: ProductCard) => void;
  onClose: () => void;
};

/**
 * Supplement 7 (offline sync): offline, the products a list can take are those the app holds (search results,
 * product pages and lists seen online); the field narrows them with the rule of the list's own search. The text
 * says why a product is missing, rather than an add that fails.
 *
 * **Do:** say what can be added offline. **Don't:** offer a product whose card the app does not hold.
 */
export function OfflineAddView({ phase, products, search, onSearch, onAdd, onClose }: OfflineAddViewProps) {
  const { t } = useTranslation();
  const shown = searchListElements(
    products.map((product) => ({ product })),
    search,
  ).map(({ product }) => product);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("offline.add.title")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("offline.add.close")}
        </Button>
      }
    >
      <div className={styles.body}>
        <p>{t("offline.add.explain")}</p>
        {phase === "loading" ? (
          <Spinner label={t("offline.add.loading")} />
        ) : products.length === 0 ? (
          <p role="status">{t("offline.add.noneKept")}</p>
        ) : (
          <>
            <ListSearch
              label={t("offline.add.search")}
              value={search}
              onChange={onSearch}
              status={
                shown.length === 0
                  ? t("offline.add.noMatch")
                  : t("offline.add.count", { shown: shown.length, total: products.length })
              }
            />
            <ul className={choiceList} aria-label={t("offline.add.products")}>
              {shown.map((product) => (
                <li key={product.id} className={choiceRow}>
                  <span className={choiceText}>
                    <span>{product.title}</span>
                    <span className={styles.muted}>
                      {t("catalogue.card.partNumber", { partNumber: product.partNumber })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t("offline.add.addOne", { title: product.title })}
                    onClick={() => onAdd(product)}
                  >
                    {t("offline.add.add")}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
