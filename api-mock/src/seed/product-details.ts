import type { Usage } from "@catalogue/core/model";
import type { PictogramKind } from "./images/pictogram-kind";
import type { Random } from "./prng";
import type {
  EnvironmentalConditions,
  EnvironmentRange,
  ProductImage,
  ProductLinkGroup,
  ProductVideo,
} from "./seed-types";

const range = (min: number, max: number, unit: string): EnvironmentRange => ({ min, max, unit });

/** Core spec 3: plausible operation and storage ranges (storage is always the wider one). */
export function environmentFor(random: Random): EnvironmentalConditions {
  const operationMin = random.pick([5, 10, 15]);
  const operationMax = random.pick([35, 40]);
  return {
    operationTemperature: range(operationMin, operationMax, "°C"),
    operationHumidity: range(random.pick([5, 10, 15]), random.pick([85, 90, 95]), "%"),
    operationAirPressure: range(random.pick([700, 750, 800]), 1060, "hPa"),
    storageTemperature: range(random.pick([-30, -20, -10]), random.pick([50, 60, 70]), "°C"),
    storageHumidity: range(5, random.pick([95, 98]), "%"),
    storageAirPressure: range(random.pick([500, 575, 650]), 1100, "hPa"),
  };
}

/** Core spec 3: how often a reusable product may be reprocessed; null for single use. */
export function reprocessingCyclesFor(usage: Usage, random: Random): number | null {
  if (usage === "REUSABLE") return random.pick([20, 50, 100, 250]);
  if (usage === "LIMITEDREUSABLE") return random.pick([5, 10, 20, 30]);
  return null;
}

/** Core spec 3: the image id of one view; the pictogram kind leads so that the renderer knows what to draw. */
export function imageIdFor(kind: PictogramKind, productId: number, view: string): string {
  return `${kind}-${String(productId).padStart(6, "0")}-${view}`;
}

/** Core spec 3: the product's images, the main one first; a 360-degree set when `image360` is on. */
export function imagesFor(
  kind: PictogramKind,
  productId: number,
  image360: boolean,
  random: Random,
): ProductImage[] {
  const images: ProductImage[] = [{ imageId: imageIdFor(kind, productId, "1"), imageCategory: "MAIN" }];
  if (random.chance(0.6)) images.push({ imageId: imageIdFor(kind, productId, "2"), imageCategory: "DETAIL" });
  if (random.chance(0.4))
    images.push({ imageId: imageIdFor(kind, productId, "3"), imageCategory: "PACKAGING" });
  if (image360) images.push({ imageId: imageIdFor(kind, productId, "360"), imageCategory: "ROTATION_360" });
  return images;
}

/** Core spec 3: link groups with local URLs; certificates and documentation always, others sometimes. */
export function linkGroupsFor(partNumber: string, ifuPartNumber: string, random: Random): ProductLinkGroup[] {
  const groups: ProductLinkGroup[] = [
    {
      type: "CERTIFICATES",
      links: [
        { title: "EU declaration of conformity", url: `/documents/certificates/${partNumber}-doc.pdf` },
      ],
    },
    {
      type: "DOCUMENTATION",
      links: [
        { title: "Instructions for use", url: `/documents/ifu/${ifuPartNumber}.pdf` },
        { title: "Technical data sheet", url: `/documents/data-sheets/${partNumber}.pdf` },
      ],
    },
  ];
  const optional: ProductLinkGroup[] = [
    {
      type: "MARKETING",
      links: [{ title: "Product brochure", url: `/documents/brochures/${partNumber}.pdf` }],
    },
    {
      type: "ORDERING",
      links: [{ title: "Ordering information", url: `/documents/ordering/${partNumber}.pdf` }],
    },
    {
      type: "SERVICE",
      links: [{ title: "Reprocessing guide", url: `/documents/service/${partNumber}.pdf` }],
    },
    { type: "TRAINING", links: [{ title: "E-learning module", url: `/training/${partNumber}` }] },
    { type: "NEWS", links: [{ title: "Product news", url: `/news/${partNumber}` }] },
    { type: "OTHERS", links: [{ title: "Compatibility matrix", url: `/documents/other/${partNumber}.pdf` }] },
  ];
  return [...groups, ...optional.filter(() => random.chance(0.2))];
}

/** Core spec 3: a product video now and then, served locally. */
export function videosFor(stem: string, partNumber: string, random: Random): ProductVideo[] {
  if (!random.chance(0.1)) return [];
  return [{ title: `How to use: ${stem}`, url: `/media/videos/${partNumber}.mp4` }];
}
