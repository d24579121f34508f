import type { CareArea, PatientGroup, Usage } from "@catalogue/core/model";
import type { PictogramKind } from "./images/pictogram-kind";
import type { ProductRow } from "./seed-types";

/** How products of one product-cluster child look (names, fit, packaging, price range). */
export interface ProductTemplate {
  /** Product-cluster child value code. */
  cluster: string;
  pictogram: PictogramKind;
  /** Title stems such as "Breathing circuit"; a patient qualifier is appended. */
  stems: string[];
  /** Title qualifiers with the patient groups they address. */
  qualifiers: [string, PatientGroup[]][];
  /** Subtitles that tell variants of one title apart. */
  subtitles: string[];
  /** Device-group roots whose leaves the product fits. */
  deviceRoots: string[];
  careAreas: CareArea[];
  usages: Usage[];
  ceClasses: ProductRow["ceClass"][];
  sterile: boolean;
  unspsc: string;
  priceEur: [number, number];
  piecesPerPackingUnit: number[];
}
