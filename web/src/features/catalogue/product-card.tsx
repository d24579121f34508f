import type { ProductCard as ProductCardData } from "@catalogue/core/api";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { widthFrom } from "../../styles/breakpoints";
import { IconButton } from "../../ui/icon-button/icon-button";
import { HeartFilledIcon, HeartIcon } from "../../ui/icons/icons";
import { Image } from "../../ui/image/image";
import { StatusBadge } from "../../ui/status-badge/status-badge";
import { AddToListButton } from "../add-to-list";
import * as styles from "./product-card.css";
import { productHref, productImageUrl } from "./product-links";
import { useProductPrefetch } from "./product-prefetch-context";
import { formatPrice, type Viewer } from "./viewer";

/** Props of ProductCardView. */
export type ProductCardViewProps = {
  card: ProductCardData;
  viewer: Viewer;
  onToggleFavourite: (card: ProductCardData) => void;
  /** Called before the product opens (the search history records it). */
  onOpen?: (card: ProductCardData) => void;
  /** Whether the card is among the first a screen shows, whose images load at once (see `Image`). */
  priority?: boolean;
  /** In a select mode (search results): the screen's tick box for this card, shown first among the actions. */
  selectBox?: ReactNode;
};

/**
 * Core spec 2.3: a product card: image, title, subtitle, part number, the derived status (the
 * server applies the user's checks), the CRP price only when the answer carries prices, favourite and add to list.
 */
export function ProductCardView({
  card,
  viewer,
  onToggleFavourite,
  onOpen,
  priority,
  selectBox,
}: ProductCardViewProps) {
  const { t } = useTranslation();
  const crp = card.pricing?.crp;
  const prefetch = useProductPrefetch();
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={card.id}>
      <Link
        to={productHref(card)}
        className={styles.link}
        onClick={() => onOpen?.(card)}
        onMouseEnter={() => prefetch(card)}
        onFocus={() => prefetch(card)}
      >
        {card.imageId && (
          <Image
            alt=""
            urlFor={(width) => productImageUrl(card.imageId as string, width)}
            sizes={`${widthFrom.md} 240px, 50vw`}
            priority={priority}
          />
        )}
        <h3 className={styles.title}>{card.title}</h3>
      </Link>
      {card.subtitle && <p className={styles.muted}>{card.subtitle}</p>}
      <p className={styles.muted}>{t("catalogue.card.partNumber", { partNumber: card.partNumber })}</p>
      <div className={styles.status}>
        <StatusBadge status={card.status} />
      </div>
      {crp != null && (
        <p className={styles.price} data-testid="card-price">
          {t("catalogue.card.crp", { price: formatPrice(crp, viewer) })}
        </p>
      )}
      <div className={styles.actions}>
        {selectBox}
        <IconButton
          label={t(card.isFavorite ? "catalogue.favourite.remove" : "catalogue.favourite.add", {
            title: card.title,
          })}
          aria-pressed={card.isFavorite}
          data-hint="product.favourite"
          icon={card.isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
          onClick={() => onToggleFavourite(card)}
        />
        <AddToListButton product={card} />
      </div>
    </article>
  );
}
