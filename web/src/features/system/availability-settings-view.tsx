import type { AutocompleteHint, AvailabilityIndicator } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { TextField } from "../../ui/text-field/text-field";
import { manageAvailabilityHref } from "./availability-links";
import * as styles from "./system.css";

/** Props of AvailabilitySettingsView. */
export type AvailabilitySettingsViewProps = {
  customOnly: boolean;
  onCustomOnly: (on: boolean) => void;
  indicators: readonly AvailabilityIndicator[] | undefined;
  failed: boolean;
  /** The product of each part number, once found. */
  products: ReadonlyMap<string, AutocompleteHint>;
  searchText: string;
  onSearchText: (text: string) => void;
  /** The products found for the search; undefined before three characters are typed. */
  hints: readonly AutocompleteHint[] | undefined;
};

/** Core spec 2.3 (product availability settings): custom-only filter, and adding a product by search. */
export function AvailabilitySettingsView(props: AvailabilitySettingsViewProps) {
  return (
    <div className={styles.columns}>
      <IndicatorList {...props} />
      <AddProduct {...props} />
    </div>
  );
}

function IndicatorList({
  customOnly,
  onCustomOnly,
  indicators,
  failed,
  products,
}: AvailabilitySettingsViewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="indicators-title">
      <h2 id="indicators-title" className={styles.sectionTitle}>
        {t("system.availability.title")}
      </h2>
      <Checkbox label={t("system.availability.customOnly")} checked={customOnly} onChange={onCustomOnly} />
      {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
      {indicators === undefined && !failed && <p role="status">{t("system.loading")}</p>}
      {indicators?.length === 0 && <p className={styles.muted}>{t("system.availability.none")}</p>}
      <ul className={styles.productList}>
        {(indicators ?? []).map((indicator) => {
          const product = products.get(indicator.partNumber);
          return (
            <li key={indicator.id}>
              {product ? (
                <Link className={styles.link} to={manageAvailabilityHref(product)}>
                  {product.title}
                </Link>
              ) : (
                indicator.partNumber
              )}{" "}
              <span className={styles.muted}>
                {indicator.partNumber} · {t(`system.availability.scope.${indicator.scope}`)} ·{" "}
                {t(`customStatus.${indicator.status}`)} · {indicator.description}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddProduct({ searchText, onSearchText, hints }: AvailabilitySettingsViewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="add-product-title">
      <h2 id="add-product-title" className={styles.sectionTitle}>
        {t("system.availability.add")}
      </h2>
      <TextField
        type="search"
        label={t("system.availability.search")}
        hint={t("system.availability.searchHint")}
        value={searchText}
        onChange={(text) => onSearchText(text.slice(0, 100))}
      />
      {hints?.length === 0 && <p className={styles.muted}>{t("system.availability.noProducts")}</p>}
      {hints && hints.length > 0 && (
        <ul className={styles.productList}>
          {hints.map((hint) => (
            <li key={hint.id}>
              <Link className={styles.link} to={manageAvailabilityHref(hint)}>
                {hint.title}
                {hint.subtitle ? ` ${hint.subtitle}` : ""}
              </Link>{" "}
              <span className={styles.muted}>{hint.partNumber}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
