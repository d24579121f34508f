import { IMAGE_WIDTHS } from "@catalogue/core/constants";

/**
 * Core spec 9: the srcset of a product image in the widths of IMAGE_WIDTHS. `urlFor` builds the address of one
 * width (the server's naming is not the design system's business).
 */
export function imageSrcSet(urlFor: (width: number) => string): string {
  return IMAGE_WIDTHS.map((width) => `${urlFor(width)} ${width}w`).join(", ");
}
