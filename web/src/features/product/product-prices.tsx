import { ggpLabelMode } from "@catalogue/core/access";
import type { ProductDetails } from "@catalogue/core/api";
import { ggpIndicator, ggpIndicatorLabelKey, priceDifferencePercent } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { formatPrice, type Viewer } from "../catalogue";
import * as styles from "./product-page.css";

/**
 * Core spec 6 / 9: the prices, only when the answer carries them (the server leaves them out for roles and
 * settings that may not see prices). Null prices read "no price". The GGP label follows core's `ggpLabelMode`
 * for the detail page: Advanced users read the rating as text, the other priced roles the CRP-to-GGP
 * percentage, Basic plus neither.
 */
export function ProductPrices({ product, viewer }: { product: ProductDetails; viewer: Viewer }) {
  const { t } = useTranslation();
  const shown = [product.localListPrice, product.globalReferencePrice, product.crpNetPrice, product.pricing];
  if (shown.every((value) => value === undefined)) return null;
  const money = (amount: number | null | undefined) =>
    amount == null ? t("product.price.none") : formatPrice(amount, viewer);
  const crp = product.pricing?.crp ?? product.crpNetPrice ?? null;
  const ggpUnitPrice = product.pricing?.ggpUnitPrice ?? null;
  const indicator = ggpIndicator(crp, product.pricing?.ggp ?? null);
  const difference = priceDifferencePercent(crp, ggpUnitPrice);
  const label = ggpLabelMode(viewer, "detail");
  const rows: [string, string][] = [];
  if (product.localListPrice !== undefined)
    rows.push(["product.price.localList", money(product.localListPrice)]);
  if (product.globalReferencePrice !== undefined)
    rows.push(["product.price.globalReference", money(product.globalReferencePrice)]);
  if (product.crpNetPrice !== undefined) rows.push(["product.price.crpNet", money(product.crpNetPrice)]);
  if (product.pricing !== undefined) {
    rows.push(["product.price.ggp", money(ggpUnitPrice)]);
    if (label === "text") rows.push(["product.price.ggpIndicator", t(ggpIndicatorLabelKey(indicator))]);
    if (label === "percentage" && difference !== null)
      rows.push(["product.price.difference", t("product.price.percent", { value: difference })]);
  }
  return (
    <section className={`${styles.section} ${styles.prices}`} data-testid="product-prices">
      <h2 className={styles.sectionTitle}>{t("product.section.prices")}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
