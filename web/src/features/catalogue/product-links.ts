import { pathTo } from "@catalogue/core/access";

/** Core spec 9: the address of a product image at one catalogue width, optionally one frame of a 360 set. */
export function productImageUrl(imageId: string, width: number, frame?: number): string {
  const query = new URLSearchParams({ width: String(width) });
  if (frame !== undefined) query.set("frame", String(frame));
  return `/api/images/${encodeURIComponent(imageId)}?${query.toString()}`;
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
