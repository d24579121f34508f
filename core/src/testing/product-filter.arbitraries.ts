import * as fc from "fast-check";
import { type ProductFilter, ProductFlag } from "../api/product-filter";
import { CareArea, PatientGroup, Usage } from "../model/enums";

/** Supplement 7: tree value codes used when no real tree is given (the codec only checks their spelling). */
const SAMPLE_TREE_VALUES = [
  "ANESTHESIA",
  "ANESTHESIA_ATLAN",
  "ANESTHESIA_ATLAN_A100",
  "SENSORS_SPO2",
  "OTHERS",
];

/**
 * Supplement 7: a random search filter. Lists may be absent, empty or hold repeated values, as a hand-written URL
 * could; pass the real tree values to draw from the catalogue's trees.
 */
export function productFilterArbitrary(
  treeValues: { deviceGroup?: readonly string[]; productCluster?: readonly string[] } = {},
): fc.Arbitrary<ProductFilter> {
  const valuesOf = (options: readonly string[]) =>
    fc.option(fc.array(fc.constantFrom(...options), { maxLength: 4 }), { nil: undefined });
  return fc.record(
    {
      careArea: valuesOf(CareArea.options),
      deviceGroup: valuesOf(treeValues.deviceGroup ?? SAMPLE_TREE_VALUES),
      patientGroup: valuesOf(PatientGroup.options),
      productCluster: valuesOf(treeValues.productCluster ?? SAMPLE_TREE_VALUES),
      usage: valuesOf(Usage.options),
      flags: valuesOf(ProductFlag.options),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<ProductFilter>;
}
