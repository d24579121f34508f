import type { DynamicFilters } from "@catalogue/core/api";
import { treeParent, treeValueName } from "@catalogue/core/rules";
import type { TFunction } from "i18next";

/** Issue 10 item 2: the filters of the search screen, in the order the panel shows them. */
export const FILTER_GROUPS = [
  "careArea",
  "deviceGroup",
  "patientGroup",
  "productCluster",
  "usage",
  "flags",
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The two filters whose values form a tree (supplement "Filter and device-group trees"). */
export const TREE_GROUPS: readonly FilterGroup[] = ["deviceGroup", "productCluster"];

/**
 * Core spec 1: the label of a filter value: enum values and translated tree roots from the locale, other tree
 * values (device names) by their own part of the code.
 */
export function filterValueLabel(
  t: TFunction,
  group: FilterGroup,
  value: string,
  knownTreeValues: ReadonlySet<string>,
): string {
  if (!TREE_GROUPS.includes(group)) return t(`catalogue.filterValue.${group}.${value}`);
  const key = `catalogueTree.${value}`;
  const translated = t(key, { defaultValue: "" });
  return translated !== "" ? translated : treeValueName(value, treeParent(value, knownTreeValues));
}

/** Every tree value the dynamic filters know, for naming values by their parent. */
export function knownTreeValues(filters: DynamicFilters | null): Set<string> {
  if (!filters) return new Set();
  return new Set([...filters.deviceGroup, ...filters.productCluster].map((entry) => entry.value));
}
