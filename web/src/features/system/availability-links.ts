import { pathTo } from "@catalogue/core/access";

/** Core spec 2.1: the availability management page of a product, by title and subtitle like the product page. */
export function manageAvailabilityHref(product: { title: string; subtitle: string | null }): string {
  const query = new URLSearchParams({ subtitle: product.subtitle ?? "" });
  return `${pathTo("manageAvailability", { productTitle: product.title })}?${query.toString()}`;
}
