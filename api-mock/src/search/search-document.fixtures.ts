import type { SearchDocument } from "./search-document";

/** A search document with plain defaults, changed where a test needs it. */
export function documentOf(id: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    title: `Product ${id}`,
    subtitle: "standard",
    partNumber: `MP9${String(id).padStart(4, "0")}`,
    gtins: [`40486759${String(id).padStart(5, "0")}`],
    description: "An accessory for everyday use.",
    careAreas: ["ICU"],
    deviceGroups: [],
    deviceGroupNames: [],
    patientGroups: ["ADULT"],
    productCluster: "SENSORS",
    productClusterChild: "SENSORS_SPO2",
    usage: "SINGLEUSE",
    latexFree: true,
    rfid: false,
    isNew: false,
    highlight: false,
    imageId: `image-${id}`,
    hierarchyPosition: 10,
    ...overrides,
  };
}

/**
 * Five products covering every filter: two Atlan breathing circuits (OR), a neonatal and an
 * adult SpO2 sensor, and an absorber canister with a known part number and two GTINs.
 */
export const SMALL_CATALOGUE: SearchDocument[] = [
  documentOf(1, {
    title: "Breathing circuit, coaxial",
    subtitle: "adult",
    careAreas: ["OR"],
    deviceGroups: ["ANESTHESIA", "ANESTHESIA_ATLAN", "ANESTHESIA_ATLAN_A100"],
    deviceGroupNames: ["Atlan A100"],
    productCluster: "VENTILATION_ACCESSORIES",
    productClusterChild: "VENTILATION_ACCESSORIES_BREATHING_CIRCUITS",
    hierarchyPosition: 1,
    usage: "SINGLEUSE",
    latexFree: true,
    rfid: true,
  }),
  documentOf(2, {
    title: "Breathing circuit, coaxial",
    subtitle: "paediatric",
    careAreas: ["OR", "ICU"],
    patientGroups: ["PEDIATRICS"],
    deviceGroups: ["ANESTHESIA", "ANESTHESIA_ATLAN", "ANESTHESIA_ATLAN_A300"],
    deviceGroupNames: ["Atlan A300"],
    productCluster: "VENTILATION_ACCESSORIES",
    productClusterChild: "VENTILATION_ACCESSORIES_BREATHING_CIRCUITS",
    hierarchyPosition: 1,
    usage: "REUSABLE",
    latexFree: false,
    isNew: true,
  }),
  documentOf(3, {
    title: "SpO2 sensor",
    subtitle: "neonatal",
    careAreas: ["NICU"],
    patientGroups: ["NEONATES"],
    deviceGroups: ["MONITORING", "MONITORING_M300"],
    deviceGroupNames: ["M300"],
    hierarchyPosition: 9,
    highlight: true,
    rfid: true,
  }),
  documentOf(4, {
    title: "Absorber canister",
    subtitle: "1.5 l",
    careAreas: ["OR"],
    productCluster: "SODA_LIME",
    productClusterChild: "SODA_LIME_ABSORBER_CANISTERS",
    hierarchyPosition: 5,
    usage: "REUSABLE",
    partNumber: "MP00004",
    gtins: ["4048675000044", "4048675000051"],
  }),
  documentOf(5, {
    title: "SpO2 sensor",
    subtitle: "adult",
    careAreas: ["ICU"],
    hierarchyPosition: 9,
    usage: "SINGLEPATIENTMULTUSE",
  }),
];
