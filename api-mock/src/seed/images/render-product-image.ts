import { type ImageWidth, isImageWidth } from "@catalogue/core/api";
import { IMAGE_360_FRAMES, IMAGE_WIDTHS } from "@catalogue/core/constants";
import { hashString } from "../prng";
import { type Palette, paletteFor } from "./palette";
import { type PictogramKind, pictogramKindOf } from "./pictogram-kind";
import * as equipment from "./pictograms-equipment";
import * as respiratory from "./pictograms-respiratory";

/** What to draw: an image id from the seed, the width, and a frame of a 360-degree view. */
export interface ProductImageRequest {
  imageId: string;
  width: ImageWidth;
  frame?: number;
}

const CANVAS = 240;
// The close-up (view 2) magnifies a part of the pictogram chosen by the product, keeping the object recognisable.
const DETAIL_ZOOM = 1.5;
const DRAW: Record<PictogramKind, (palette: Palette) => string> = { ...respiratory, ...equipment };

function assertRequest(width: number, frame: number | undefined): void {
  if (!isImageWidth(width))
    throw new RangeError(`Image width ${width} is not one of ${IMAGE_WIDTHS.join(", ")}`);
  if (frame !== undefined && !(Number.isInteger(frame) && frame >= 0 && frame < IMAGE_360_FRAMES)) {
    throw new RangeError(`Frame ${frame} is outside 0..${IMAGE_360_FRAMES - 1}`);
  }
}

function svg(width: number, idPrefix: string, background: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${CANVAS} ${CANVAS}">`,
    `<defs><radialGradient id="${idPrefix}-bg" cx="50%" cy="40%" r="75%">`,
    `<stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="${background}"/></radialGradient></defs>`,
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#${idPrefix}-bg)"/>`,
    body,
    "</svg>",
  ].join("");
}

// A 360-degree frame squeezes the object horizontally by the cosine of its angle (a turn about the vertical axis),
// mirrors it on its back side and moves a marker around the turntable, so consecutive frames visibly rotate.
function rotated(drawing: string, palette: Palette, frame: number): string {
  const angle = (frame * 2 * Math.PI) / IMAGE_360_FRAMES;
  const cos = Math.cos(angle);
  const squeeze = Math.sign(cos || 1) * Math.max(Math.abs(cos), 0.08);
  const markerX = (120 + 78 * Math.sin(angle)).toFixed(1);
  const markerY = (212 + 10 * Math.cos(angle)).toFixed(1);
  return [
    `<ellipse cx="120" cy="212" rx="86" ry="14" fill="none" stroke="${palette.dark}" stroke-width="3" opacity="0.4"/>`,
    `<g transform="translate(120 0) scale(${squeeze.toFixed(3)} 1) translate(-120 0)">${drawing}</g>`,
    `<circle cx="${markerX}" cy="${markerY}" r="5" fill="${palette.accent}"/>`,
  ].join("");
}

function detail(drawing: string, key: string): string {
  const focusX = 80 + (hashString(key) % 80);
  return `<g transform="translate(${120 - focusX * DETAIL_ZOOM} ${120 - 115 * DETAIL_ZOOM}) scale(${DETAIL_ZOOM})">${drawing}</g>`;
}

function packaging(drawing: string, palette: Palette): string {
  return [
    `<path d="M40 70 L120 40 L200 70 L120 100 Z" fill="${palette.light}"/>`,
    `<path d="M40 70 L120 100 L120 215 L40 185 Z" fill="#ffffff" stroke="${palette.dark}" stroke-width="3"/>`,
    `<path d="M200 70 L120 100 L120 215 L200 185 Z" fill="${palette.light}" stroke="${palette.dark}" stroke-width="3"/>`,
    `<g transform="translate(44 98) scale(0.3 0.36) skewY(20)">${drawing}</g>`,
    `<rect x="132" y="150" width="56" height="8" rx="3" fill="${palette.main}" transform="skewY(-20) translate(0 48)"/>`,
  ].join("");
}

function shadow(): string {
  return `<ellipse cx="120" cy="214" rx="70" ry="9" fill="#000" opacity="0.08"/>`;
}

/** core spec 9: the neutral placeholder shown when a product has no (known) image. */
export function renderPlaceholderImage(width: ImageWidth): string {
  assertRequest(width, undefined);
  const body = [
    `<rect x="50" y="60" width="140" height="110" rx="12" fill="none" stroke="#b8c0cc" stroke-width="8"/>`,
    `<path d="M62 158 L104 112 L132 140 L150 122 L178 158 Z" fill="#c9d0da"/>`,
    `<circle cx="152" cy="92" r="12" fill="#c9d0da"/>`,
  ].join("");
  return svg(width, "placeholder", "#eef1f5", body);
}

/**
 * A deterministic product pictogram for an image id of the seed (`circuit-000123-1`); view 2 is a
 * close-up, view 3 the packaging, view 360 (or any `frame`) one frame of the turning object. Unknown ids get the
 * placeholder. The SVG is self-contained: no fonts, no external references.
 */
export function renderProductImage({ imageId, width, frame }: ProductImageRequest): string {
  assertRequest(width, frame);
  const kind = pictogramKindOf(imageId);
  if (kind === null) return renderPlaceholderImage(width);
  const [, productPart = "", view = "1"] = imageId.split("-");
  const key = `${kind}-${productPart}`;
  const palette = paletteFor(key);
  const drawing = DRAW[kind](palette);
  const idPrefix = `img${hashString(imageId).toString(36)}`;
  let body: string;
  if (frame !== undefined || view === "360") body = rotated(drawing, palette, frame ?? 0);
  else if (view === "2") body = detail(drawing, key);
  else if (view === "3") body = shadow() + packaging(drawing, palette);
  else body = shadow() + drawing;
  return svg(width, idPrefix, palette.background, body);
}
