import { pathTo } from "@catalogue/core/access";
// Imported from their own files: the catalogue's barrel would bring every call's schemas into the first paint.
import { callPath, callQuery } from "@catalogue/core/api/catalogue/call-path";
import { imageCalls } from "@catalogue/core/api/catalogue/calls/images.calls";
import { API_BASE_URL } from "../../lib/api-base";

/** Core spec 9: the address of a product image at one catalogue width, optionally one frame of a 360 set. */
export function productImageUrl(imageId: string, width: number, frame?: number): string {
  const path = callPath(imageCalls.image, { imageId });
  return `${API_BASE_URL}${path}${callQuery({ width, frame })}`;
}

/** Core spec 2.1: the product page by title and subtitle, `/p/:productTitle?title&subtitle`. */
export function productHref(product: { title: string; subtitle: string | null }): string {
  const query = new URLSearchParams({ title: product.title, subtitle: product.subtitle ?? "" });
  return `${pathTo("productDetailsByTitle", { productTitle: product.title })}?${query.toString()}`;
}

/** Core spec 2.1: a variant by id, `/p/variant/:productId`. */
export function variantHref(id: number): string {
  return pathTo("productDetailsById", { productId: String(id) });
}
