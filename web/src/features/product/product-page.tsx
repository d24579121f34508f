import { pathTo } from "@catalogue/core/access";
import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import type { CallInput } from "@catalogue/core/api/catalogue";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, type Params, useParams, useSearchParams } from "react-router-dom";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { startCall } from "../../lib/server-state/ensure-call";
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

/** What the page asks for: the product by id when the address names one, else by title and subtitle. */
type DetailsRequest =
  | { kind: "byId"; input: CallInput<typeof productCalls.details> }
  | { kind: "byTitle"; input: CallInput<typeof productCalls.detailsByTitle> }
  /** An id that is no product id at all: no product, and nothing to ask for. */
  | { kind: "invalid" };

function detailsRequest(params: Params, query: URLSearchParams): DetailsRequest {
  const { productId, productTitle } = params;
  if (productId === undefined) {
    const title = query.get("title") ?? productTitle ?? "";
    return { kind: "byTitle", input: { query: { title, subtitle: query.get("subtitle") ?? "" } } };
  }
  const id = productCalls.details.params.safeParse({ id: productId });
  return id.success ? { kind: "byId", input: { params: { id: id.data.id } } } : { kind: "invalid" };
}

/** The route loader's start of the page's answer (`SCREEN_DATA`), under the key the page's query reads. */
export async function startProductData(params: Params, url: URL): Promise<void> {
  const request = detailsRequest(params, url.searchParams);
  if (request.kind === "byId") await startCall(productCalls.details, request.input);
  if (request.kind === "byTitle") await startCall(productCalls.detailsByTitle, request.input);
}

/**
 * The product of either route. Both queries are cached, so a card's hover prefetch (by id), the route loader's
 * start and the page share one answer.
 */
function useProductDetails(request: DetailsRequest) {
  const byId = useCallQuery(
    productCalls.details,
    request.kind === "byId" ? request.input : { params: { id: 0 } },
    { enabled: request.kind === "byId" },
  );
  const byTitle = useCallQuery(
    productCalls.detailsByTitle,
    request.kind === "byTitle" ? request.input : { query: { title: "", subtitle: "" } },
    { enabled: request.kind === "byTitle" },
  );
  return { idIsValid: request.kind !== "invalid", query: request.kind === "byTitle" ? byTitle : byId };
}

/**
 * Core spec 2.1: the product page for both routes, by title (`/p/:productTitle?title&subtitle`)
 * and by id (`/p/variant/:productId`); a product seen here joins the user's search history. An address whose
 * id is not a product id is the 404 page, as an unknown product is.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const viewer = useViewer();
  const toast = useToast();
  const [reporting, setReporting] = useState(false);
  const { idIsValid, query: details } = useProductDetails(detailsRequest(params, query));
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
