/**
 * The picture of a finder tile. The image service draws a pictogram from an id's first word
 * (`mask-...`), so each top group gets the pictogram of its typical products; unknown groups get the placeholder.
 */
const PICTOGRAMS: Record<string, string> = {
  ANESTHESIA: "bag",
  VENTILATION: "circuit",
  THERMOREGULATION: "mattress",
  MONITORING: "cable",
  OTHERS: "clamp",
  VENTILATION_ACCESSORIES: "mask",
  SODA_LIME: "canister",
  SENSORS: "sensor",
  MONITORING_ACCESSORIES: "cuff",
  WARD_EQUIPMENT: "flowmeter",
  RAIL_ACCESSORIES: "clamp",
  NEONATAL_CARE: "prongs",
};

/** The image id of a finder tile for a tree value (`mask-finder-ventilation-accessories`). */
export function finderImageId(value: string): string {
  const slug = value.toLowerCase().replaceAll("_", "-");
  return `${PICTOGRAMS[value] ?? "group"}-finder-${slug}`.slice(0, 80);
}
