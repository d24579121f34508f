import {
  type DynamicFilters,
  isTreeFilterKey,
  type ProductFilterKey,
  TREE_FILTER_KEYS,
} from "@catalogue/core/api";
import { treeParent, treeValueName } from "@catalogue/core/rules";
import type { TFunction } from "i18next";

/**
 * Core spec 1: the label of a filter value: enum values and translated tree roots from the locale, other tree
 * values (device names) by their own part of the code.
 */
export function filterValueLabel(
  t: TFunction,
  group: ProductFilterKey,
  value: string,
  knownTreeValues: ReadonlySet<string>,
): string {
  if (!isTreeFilterKey(group)) return t(`catalogue.filterValue.${group}.${value}`);
  const key = `catalogueTree.${value}`;
  const translated = t(key, { defaultValue: "" });
  return translated !== "" ? translated : treeValueName(value, treeParent(value, knownTreeValues));
}

/** Every tree value the dynamic filters know, for naming values by their parent. */
export function knownTreeValues(filters: DynamicFilters | null): Set<string> {
  if (!filters) return new Set();
  return new Set(TREE_FILTER_KEYS.flatMap((key) => filters[key]).map((entry) => entry.value));
}
