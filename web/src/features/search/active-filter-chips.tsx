import type { DynamicFilters, ProductFilter, ProductFilterKey } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Chip } from "../../ui/chip/chip";
import { filterValueLabel, knownTreeValues } from "./filter-labels";
import * as styles from "./search-results.css";
import { activeFilterValues } from "./search-url-state";

/** Props of ActiveFilterChips. */
export type ActiveFilterChipsProps = {
  filter: ProductFilter;
  filters: DynamicFilters | null;
  onRemove: (group: ProductFilterKey, value: string) => void;
  onClearAll: () => void;
};

/** The active filters as removable chips and "clear all". */
export function ActiveFilterChips({ filter, filters, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const active = activeFilterValues(filter);
  if (active.length === 0) return null;
  const known = knownTreeValues(filters);
  return (
    <div className={styles.chips} data-testid="active-filters">
      <ul className={styles.chipList} aria-label={t("catalogue.filter.active")}>
        {active.map(({ key, value }) => (
          <li key={`${key}:${value}`}>
            <Chip label={filterValueLabel(t, key, value, known)} onRemove={() => onRemove(key, value)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={onClearAll}>
        {t("catalogue.filter.clearAll")}
      </Button>
    </div>
  );
}
