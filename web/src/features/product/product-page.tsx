import { pathTo } from "@catalogue/core/access";
import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { Spinner } from "../../ui/spinner/spinner";
import { useToast } from "../../ui/toast/toast-provider";
import { AddToListProvider } from "../add-to-list";
import { type FavouriteMarks, ProductPrefetchProvider, useFavouriteMarks, useViewer } from "../catalogue";
import { rememberSearch } from "../search";
import { ProductView } from "./product-view";
import { ReportIssueDialog } from "./report-issue-dialog";

/** The product and its alternative and related products with their hearts as they are now. */
function withFavourites(product: ProductDetails, { isFavourite }: FavouriteMarks): ProductDetails {
  const marked = <C extends ProductCard>(card: C): C => ({ ...card, isFavorite: isFavourite(card) });
  return {
    ...marked(product),
    alternativeProducts: product.alternativeProducts.map(marked),
    relatedProducts: product.relatedProducts.map(marked),
  };
}

/**
 * Core spec 2.1: the product page for both routes, by title (`/p/:productTitle?title&subtitle`)
 * and by id (`/p/variant/:productId`); a product seen here joins the user's search history.
 */
/**
 * The product of either route: by id when the address names one (an id that is no product id at all is no
 * product: `idIsValid` false), else by title and subtitle. Both queries are cached, so a card's hover prefetch
 * (by id) and the page share one answer.
 */
function useProductDetails(productId: string | undefined, title: string, subtitle: string) {
  const id = productId === undefined ? null : productCalls.details.params.safeParse({ id: productId });
  const byId = useCallQuery(
    productCalls.details,
    { params: { id: id?.success ? id.data.id : 0 } },
    { enabled: id?.success === true },
  );
  const byTitle = useCallQuery(
    productCalls.detailsByTitle,
    { query: { title, subtitle } },
    { enabled: id === null },
  );
  return { idIsValid: id === null || id.success, query: id === null ? byTitle : byId };
}

/**
 * Core spec 2.1: the product page for both routes, by title (`/p/:productTitle?title&subtitle`)
 * and by id (`/p/variant/:productId`); a product seen here joins the user's search history. An address whose
 * id is not a product id is the 404 page, as an unknown product is.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { productId, productTitle } = useParams();
  const [query] = useSearchParams();
  const title = query.get("title") ?? productTitle ?? "";
  const subtitle = query.get("subtitle") ?? "";
  const viewer = useViewer();
  const toast = useToast();
  const [reporting, setReporting] = useState(false);
  const { idIsValid, query: details } = useProductDetails(productId, title, subtitle);
  const report = useCallMutation(productCalls.report, {
    input: ({ id, message }: { id: number; message: string }) => ({ params: { id }, body: { message } }),
    invalidates: [],
  });
  const product = details.data;

  useEffect(() => {
    if (!product) return;
    const { id, imageId } = product;
    rememberSearch(viewer.userId, { id, title: product.title, subtitle: product.subtitle, imageId });
  }, [product, viewer.userId]);

  const favourites = useFavouriteMarks();

  if (!idIsValid) return <Navigate replace to={`${pathTo("errors")}?code=404`} />;
  if (details.isError) return <EmptyState title={t("product.loadFailed")} />;
  if (!product) return <Spinner size="lg" />;
  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <ProductPrefetchProvider>
        <ProductView
          product={withFavourites(product, favourites)}
          viewer={viewer}
          onToggleFavourite={favourites.toggle}
          onReport={() => setReporting(true)}
        />
        <ReportIssueDialog
          open={reporting}
          onClose={() => setReporting(false)}
          onSend={async (message) => {
            await report.mutateAsync({ id: product.id, message });
            toast.show({ tone: "success", message: t("product.report.sent") });
          }}
        />
      </ProductPrefetchProvider>
    </AddToListProvider>
  );
}
