/** The pictogram drawn for a product image; the image id starts with it (`circuit-000123-1`). */
export const PICTOGRAM_KINDS = [
  "circuit",
  "mask",
  "filter",
  "bag",
  "canister",
  "sensor",
  "probe",
  "cable",
  "cuff",
  "trolley",
  "flowmeter",
  "clamp",
  "mattress",
  "prongs",
] as const;

/** One pictogram kind. */
export type PictogramKind = (typeof PICTOGRAM_KINDS)[number];

/** The pictogram kind an image id starts with, or null for an unknown id (placeholder). */
export function pictogramKindOf(imageId: string): PictogramKind | null {
  const prefix = imageId.split("-")[0] ?? "";
  return (PICTOGRAM_KINDS as readonly string[]).includes(prefix) ? (prefix as PictogramKind) : null;
}
