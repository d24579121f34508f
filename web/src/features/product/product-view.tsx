import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import { statusShortcutKey } from "@catalogue/core/status";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "../../ui/button/button";
import { Carousel } from "../../ui/carousel/carousel";
import { IconButton } from "../../ui/icon-button/icon-button";
import { HeartFilledIcon, HeartIcon } from "../../ui/icons/icons";
import { Select } from "../../ui/select/select";
import { StatusBadge } from "../../ui/status-badge/status-badge";
import { AddToListButton } from "../add-to-list";
import { ProductCardView, type Viewer, variantHref } from "../catalogue";
import { searchHref } from "../search";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { ProductLinksSection } from "./product-links-section";
import * as styles from "./product-page.css";
import { ProductPrices } from "./product-prices";
import { StatusPopup } from "./status-popup";

/** Props of ProductView. */
export type ProductViewProps = {
  product: ProductDetails;
  viewer: Viewer;
  onToggleFavourite: (card: ProductCard) => void;
  onReport: () => void;
};

/** The product detail page as a pure view (the page loads and acts). */
export function ProductView({ product, viewer, onToggleFavourite, onReport }: ProductViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [statusOpen, setStatusOpen] = useState(false);
  const cards = (items: ProductCard[]) =>
    items.map((card) => (
      <ProductCardView key={card.id} card={card} viewer={viewer} onToggleFavourite={onToggleFavourite} />
    ));
  return (
    <article className={styles.page} data-testid="product-detail" data-product-id={product.id}>
      <div className={styles.top}>
        <ProductGallery product={product} />
        <div className={styles.summary}>
          <h1 className={styles.title}>{product.title}</h1>
          {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
          <p className={styles.subtitle}>
            {t("catalogue.card.partNumber", { partNumber: product.partNumber })}
          </p>
          <button
            type="button"
            className={styles.statusButton}
            aria-haspopup="dialog"
            // WCAG 2.5.3: the name starts with the badge's visible text (shortcut and label), then says what it does.
            aria-label={t("product.statusPopup.open", {
              status: `${t(statusShortcutKey(product.status.shortcut))} ${t(product.status.labelKey)}`,
            })}
            onClick={() => setStatusOpen(true)}
          >
            <StatusBadge status={product.status} />
          </button>
          {product.variants.length > 0 && (
            <Select
              label={t("product.variants")}
              value={String(product.id)}
              options={[product, ...product.variants]
                .sort((a, b) => a.partNumber.localeCompare(b.partNumber))
                .map((variant) => ({
                  value: String(variant.id),
                  label: [variant.subtitle, variant.partNumber].filter(Boolean).join(" · "),
                }))}
              onChange={(id) => navigate(variantHref(Number(id)))}
            />
          )}
          <div className={styles.actions}>
            <IconButton
              label={t(product.isFavorite ? "catalogue.favourite.remove" : "catalogue.favourite.add", {
                title: product.title,
              })}
              aria-pressed={product.isFavorite}
              data-hint="product.favourite"
              icon={product.isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
              onClick={() => onToggleFavourite(product)}
            />
            <AddToListButton product={product} />
            <Button variant="secondary" size="sm" onClick={onReport}>
              {t("product.report.open")}
            </Button>
          </div>
          <ProductPrices product={product} viewer={viewer} />
        </div>
      </div>
      <ProductFacts product={product} />
      <ProductLinksSection product={product} />
      {product.alternativeProducts.length > 0 && (
        <Carousel title={t("product.alternatives")} items={cards(product.alternativeProducts)} />
      )}
      {product.relatedProducts.length > 0 && (
        <Carousel title={t("product.related")} items={cards(product.relatedProducts)} />
      )}
      {product.compatibleDevices.length > 0 && (
        <Carousel
          title={t("product.field.compatibleDevices")}
          items={product.compatibleDevices.map((device) => (
            // A device is a name, not a product: it opens the search for that name.
            <Link key={device} to={searchHref({ search: device })} className={styles.device}>
              {device}
            </Link>
          ))}
        />
      )}
      <StatusPopup status={product.status} open={statusOpen} onClose={() => setStatusOpen(false)} />
    </article>
  );
}
