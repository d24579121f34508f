import type { ProductDetails } from "@catalogue/core/api";
import type { EnvironmentalRange } from "@catalogue/core/model";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./product-page.css";

type Fact = [labelKey: string, value: ReactNode];

/** A definition list of the facts that have a value (empty ones are left out, not shown as dashes). */
function Facts({ titleKey, facts }: { titleKey: string; facts: Fact[] }) {
  const { t } = useTranslation();
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t(titleKey)}</h2>
      <dl className={styles.facts}>
        {shown.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const yesNo = (t: TFunction, value: boolean | null) =>
  value === null ? null : t(value ? "product.yes" : "product.no");
const range = (t: TFunction, r: EnvironmentalRange | null) =>
  r ? t("product.range", { min: r.min, max: r.max, unit: r.unit }) : null;
const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : null);

/**
 * General information, use, packaging and logistics, environmental conditions and the additional
 * information of a product, each a section of the facts it has.
 */
export function ProductFacts({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const p = product;
  const tree = (value: string) => t(`catalogueTree.${value}`, { defaultValue: value });
  return (
    <div className={styles.sections}>
      <Facts
        titleKey="product.section.general"
        facts={[
          ["product.field.description", p.description],
          ["product.field.partNumber", p.partNumber],
          ["product.field.productGroup", p.productGroup && tree(p.productGroup)],
          ["product.field.productCluster", p.productCluster && tree(p.productCluster)],
        ]}
      />
      <Facts
        titleKey="product.section.use"
        facts={[
          ["product.field.careAreas", list(p.careAreas.map((v) => t(`catalogue.filterValue.careArea.${v}`)))],
          [
            "product.field.patientGroups",
            list(p.patientGroups.map((v) => t(`catalogue.filterValue.patientGroup.${v}`))),
          ],
          ["product.field.deviceTypes", list(p.deviceTypes.map(tree))],
          ["product.field.usage", p.usage && t(`catalogue.filterValue.usage.${p.usage}`)],
          ["product.field.reprocessingCycles", p.maximumReprocessingCycles],
        ]}
      />
      <Facts
        titleKey="product.section.packaging"
        facts={[
          ["product.field.piecesPerPackingUnit", p.piecesPerPackingUnit],
          ["product.field.packagesPerDeliveryUnit", p.packagesPerDeliveryUnit],
          ["product.field.totalPieces", p.totalPieces],
        ]}
      />
      <Facts
        titleKey="product.section.environment"
        facts={[
          ["product.field.operationTemperature", range(t, p.operationConditions.temperature)],
          ["product.field.operationHumidity", range(t, p.operationConditions.humidity)],
          ["product.field.operationAirPressure", range(t, p.operationConditions.airPressure)],
          ["product.field.storageTemperature", range(t, p.storageConditions.temperature)],
          ["product.field.storageHumidity", range(t, p.storageConditions.humidity)],
          ["product.field.storageAirPressure", range(t, p.storageConditions.airPressure)],
        ]}
      />
      <Facts titleKey="product.section.technical" facts={[["product.field.rfid", yesNo(t, p.rfid)]]} />
      <Facts
        titleKey="product.section.additional"
        facts={[
          ["product.field.mainGtin", p.mainGtin],
          ["product.field.secondaryGtins", list(p.secondaryGtins)],
          ["product.field.unspsc", p.unspscCode],
          ["product.field.ceClass", p.ceClassification],
          ["product.field.ifuPartNumber", p.ifuPartNumber],
          ["product.field.countryOfOrigin", p.countryOfOrigin],
          ["product.field.sterile", yesNo(t, p.sterile)],
          ["product.field.latex", yesNo(t, p.latex)],
          ["product.field.shelfLife", p.totalShelfLife],
          ["product.field.usage", p.usage && t(`catalogue.filterValue.usage.${p.usage}`)],
          ["product.field.reprocessingCycles", p.maximumReprocessingCycles],
        ]}
      />
    </div>
  );
}
