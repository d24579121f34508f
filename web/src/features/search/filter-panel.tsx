import {
  type DynamicFilters,
  type FacetValueCount,
  isTreeFilterKey,
  PRODUCT_FILTER_KEYS,
  type ProductFilter,
  type ProductFilterKey,
} from "@catalogue/core/api";
import { buildFilterTree, type FilterTreeNode } from "@catalogue/core/rules";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { filterValueLabel, knownTreeValues } from "./filter-labels";
import * as styles from "./filter-panel.css";

/** Props of FilterPanel. */
export type FilterPanelProps = {
  filters: DynamicFilters;
  selected: ProductFilter;
  onToggle: (group: ProductFilterKey, value: string, on: boolean) => void;
};

/**
 * The filters with the counts of the dynamic filters; values with no products are hidden unless
 * chosen (so they can still be taken off); device groups and clusters as trees.
 */
export function FilterPanel({ filters, selected, onToggle }: FilterPanelProps) {
  const { t } = useTranslation();
  const known = knownTreeValues(filters);
  const isOn = (group: ProductFilterKey, value: string) =>
    ((selected[group] ?? []) as string[]).includes(value);
  const visible = (group: ProductFilterKey, values: FacetValueCount[]) =>
    values.map((entry) => (entry.count === 0 && isOn(group, entry.value) ? { ...entry, count: 0.5 } : entry));

  const renderValue = (group: ProductFilterKey, value: string, count: number) => (
    <Checkbox
      label={t("catalogue.filter.valueWithCount", {
        label: filterValueLabel(t, group, value, known),
        count: Math.floor(count),
      })}
      checked={isOn(group, value)}
      onChange={(on) => onToggle(group, value, on)}
    />
  );
  const renderTree = (group: ProductFilterKey, nodes: FilterTreeNode[], nestedList: boolean) => (
    <ul className={nestedList ? styles.nested : styles.list}>
      {nodes.map((node) => (
        <li key={node.value}>
          {renderValue(group, node.value, node.count)}
          {node.children.length > 0 && renderTree(group, node.children, true)}
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.panel} aria-label={t("catalogue.filter.title")} data-hint="search.filters">
      {PRODUCT_FILTER_KEYS.map((group) => {
        // A count of 0.5 marks a chosen value without products: kept, shown with 0.
        const values = visible(group, filters[group]);
        if (values.every((entry) => entry.count === 0)) return null;
        return (
          <details key={group} className={styles.group} data-testid={`filter-${group}`}>
            <summary className={styles.summary}>{t(`catalogue.filter.group.${group}`)}</summary>
            {isTreeFilterKey(group)
              ? renderTree(group, buildFilterTree(values), false)
              : renderTree(
                  group,
                  values.filter((entry) => entry.count > 0).map((entry) => ({ ...entry, children: [] })),
                  false,
                )}
          </details>
        );
      })}
    </section>
  );
}

/**
 * The panel while its counts load: every group's title in the panel's shape, so the results below it (on phones)
 * do not move down when the counts arrive.
 */
export function FilterPanelPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t("catalogue.filter.title")} aria-busy="true">
      {/* Closed groups as the panel shows them, marker included; inert, since they have nothing to open yet. */}
      {PRODUCT_FILTER_KEYS.map((group) => (
        <details key={group} className={styles.group} inert>
          <summary className={styles.pendingSummary}>{t(`catalogue.filter.group.${group}`)}</summary>
        </details>
      ))}
    </section>
  );
}
