import { pathTo } from "@catalogue/core/access";
import type { ProductList } from "@catalogue/core/model";

/** Core spec 2.1: the details route of a list by its type (personal, privately shared, country, draft). */
export function listDetailsHref(list: Pick<ProductList, "id" | "type">): string {
  const productListId = String(list.id);
  switch (list.type) {
    case "privateShare":
      return pathTo("privateProductListDetails", { productListId });
    case "countryShare":
      return pathTo("countryProductListDetails", { productListId });
    case "draft":
      return pathTo("draftProductListDetails", { productListId });
    default:
      return pathTo("productListDetails", { productListId });
  }
}
