import type { SearchDocument } from "./search-document";

/** Issue 6 item 8 (tests): a search document with plain defaults, changed where a test needs it. */
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
