import * as z from "zod";
import { CareArea, PatientGroup, Usage } from "../model/enums";
import { ValidationMessage } from "../rules/validation-messages";
import type { FieldError } from "./error-envelope";

/**
 * Supplement "Filter and device-group trees": the on/off filters. Each flag is a filter of its own, so several
 * flags are AND'ed (a product must be latex-free and carry RFID), unlike the values of one list filter.
 */
export const ProductFlag = z.enum(["LATEX_FREE", "RFID", "NEW", "HIGHLIGHT"]);
export type ProductFlag = z.infer<typeof ProductFlag>;

/** The longest tree value code taken: four times the longest of the catalogue's trees. */
const TREE_VALUE_MAX = 200;

/** Supplement "Filter and device-group trees": a tree value code such as ANESTHESIA_ATLAN_A100. */
export const TreeValue = z
  .string()
  .max(TREE_VALUE_MAX)
  .regex(/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/);

/**
 * The longest filter text a query takes: Node refuses a request head over 16 KiB (its default header size
 * limit), so no longer text could arrive anyway; the codec's text of every value of every filter is far shorter.
 */
const FILTER_TEXT_MAX = 16_384;

/** Supplement 7 (products search, dynamic filters): the filter as the codec's query text. */
export const FilterText = z.string().max(FILTER_TEXT_MAX);
export type TreeValue = z.infer<typeof TreeValue>;

/**
 * Core spec 1 / supplement 7 (products search, filter matches): the filters of the search screen, in the order
 * the codec writes them and the screen shows them. Values of one filter are OR'ed, different filters AND'ed; an
 * absent or empty list does not constrain. The filter keys are read from here (`PRODUCT_FILTER_KEYS`).
 */
export const ProductFilter = z.object({
  careArea: z.array(CareArea).optional(),
  deviceGroup: z.array(TreeValue).optional(),
  patientGroup: z.array(PatientGroup).optional(),
  productCluster: z.array(TreeValue).optional(),
  usage: z.array(Usage).optional(),
  flags: z.array(ProductFlag).optional(),
});
export type ProductFilter = z.infer<typeof ProductFilter>;

/** Supplement 7: the keys of the `filter` query parameter: the filters of `ProductFilter`, in its order. */
export const PRODUCT_FILTER_KEYS: readonly ProductFilterKey[] = ProductFilter.keyof().options;
/** Supplement 7: one key of the `filter` query parameter. */
export type ProductFilterKey = keyof ProductFilter;

/** Supplement "Filter and device-group trees": the two filters whose values form a tree. */
export const TREE_FILTER_KEYS = [
  "deviceGroup",
  "productCluster",
] as const satisfies readonly ProductFilterKey[];
/** Supplement "Filter and device-group trees": one of the two tree filters. */
export type TreeFilterKey = (typeof TREE_FILTER_KEYS)[number];

/** Supplement "Filter and device-group trees": the filter's values form a tree. */
export function isTreeFilterKey(key: ProductFilterKey): key is TreeFilterKey {
  return (TREE_FILTER_KEYS as readonly ProductFilterKey[]).includes(key);
}

/**
 * Supplement 7: one entry per filter key, made by `entry` (for answers that carry something for every filter,
 * such as the dynamic filters' counts).
 */
export function perFilterKey<T>(entry: (key: ProductFilterKey) => T): Record<ProductFilterKey, T> {
  return Object.fromEntries(PRODUCT_FILTER_KEYS.map((key) => [key, entry(key)])) as Record<
    ProductFilterKey,
    T
  >;
}

/** Supplement 7: the known values of the two tree filters, which only the server's trees know. */
export type KnownTreeValues = Partial<Record<TreeFilterKey, ReadonlySet<string>>>;

/** Core spec 8: why a part of the `filter` parameter was refused (answered as 460). */
export type ProductFilterIssue =
  | { reason: "malformed"; part: string }
  | { reason: "unknownKey"; key: string }
  | { reason: "unknownValue"; key: ProductFilterKey; value: string };

/** Supplement 7: the outcome of parsing the `filter` parameter. */
export type ProductFilterParse =
  | { ok: true; filter: ProductFilter }
  | { ok: false; issues: ProductFilterIssue[] };

const KEY_SEPARATOR = ";";
const VALUE_SEPARATOR = ",";
const KEY_VALUE_SEPARATOR = ":";

const ENUM_VALUES: Partial<Record<ProductFilterKey, readonly string[]>> = {
  careArea: CareArea.options,
  patientGroup: PatientGroup.options,
  usage: Usage.options,
  flags: ProductFlag.options,
};

function isFilterKey(key: string): key is ProductFilterKey {
  return (PRODUCT_FILTER_KEYS as readonly string[]).includes(key);
}

function isKnownValue(key: ProductFilterKey, value: string, known: KnownTreeValues): boolean {
  const enumValues = ENUM_VALUES[key];
  if (enumValues) return enumValues.includes(value);
  const treeValues = isTreeFilterKey(key) ? known[key] : undefined;
  return TreeValue.safeParse(value).success && (treeValues === undefined || treeValues.has(value));
}

/** Enum values in the enum's order, tree values alphabetically: one spelling per filter. */
function canonicalValues(key: ProductFilterKey, values: readonly string[]): string[] {
  const unique = [...new Set(values)];
  const enumValues = ENUM_VALUES[key];
  return enumValues ? enumValues.filter((value) => unique.includes(value)) : unique.sort();
}

/**
 * Supplement 7: reads the `filter` query parameter, `careArea:OR,ICU;patientGroup:ADULT;flags:LATEX_FREE`.
 * Blank parts are ignored and a repeated key adds its values; unknown keys or values are reported, never dropped,
 * so a mistyped filter cannot silently widen a search. Tree values are checked against `known` when given.
 */
export function parseProductFilter(text: string, known: KnownTreeValues = {}): ProductFilterParse {
  const issues: ProductFilterIssue[] = [];
  const collected = new Map<ProductFilterKey, string[]>();
  for (const rawPart of text.split(KEY_SEPARATOR)) {
    const part = rawPart.trim();
    if (part === "") continue;
    const colon = part.indexOf(KEY_VALUE_SEPARATOR);
    const key = part.slice(0, colon).trim();
    const values = part
      .slice(colon + 1)
      .split(VALUE_SEPARATOR)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (colon <= 0 || values.length === 0) issues.push({ reason: "malformed", part });
    else if (!isFilterKey(key)) issues.push({ reason: "unknownKey", key });
    else {
      for (const value of values.filter((candidate) => !isKnownValue(key, candidate, known))) {
        issues.push({ reason: "unknownValue", key, value });
      }
      collected.set(key, [...(collected.get(key) ?? []), ...values]);
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, filter: normalizeProductFilter(Object.fromEntries(collected) as ProductFilter) };
}

/** Supplement 7: the filter with duplicates and empty lists removed and values in their canonical order. */
export function normalizeProductFilter(filter: ProductFilter): ProductFilter {
  const normalized: Record<string, string[]> = {};
  for (const key of PRODUCT_FILTER_KEYS) {
    const values = filter[key];
    if (values && values.length > 0) normalized[key] = canonicalValues(key, values);
  }
  return normalized as ProductFilter;
}

/** Supplement 7: writes a filter as the `filter` query parameter (empty string for no filter), canonically. */
export function formatProductFilter(filter: ProductFilter): string {
  const normalized = normalizeProductFilter(filter);
  return PRODUCT_FILTER_KEYS.flatMap((key) => {
    const values = normalized[key];
    return values ? [`${key}${KEY_VALUE_SEPARATOR}${values.join(VALUE_SEPARATOR)}`] : [];
  }).join(KEY_SEPARATOR);
}

/** Core spec 8: the refused parts of a `filter` parameter as the 460 envelope's field errors. */
export function productFilterFieldErrors(issues: readonly ProductFilterIssue[]): FieldError[] {
  return issues.map((issue) => {
    const params: Record<string, string> = { ...issue };
    return { field: "filter", messageKey: ValidationMessage.invalidFormat, params };
  });
}
