import type { ProductDetails } from "@catalogue/core/api";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { useErrorPolicy } from "../../app/use-error-policy";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { Spinner } from "../../ui/spinner/spinner";
import { useToast } from "../../ui/toast/toast-provider";
import { AddToListProvider } from "../add-to-list/add-to-list-context";
import { fetchDetailsById, fetchDetailsByTitle, reportDataIssue } from "../catalogue/catalogue-api";
import { useFavouriteToggle } from "../catalogue/use-favourite-toggle";
import { useViewer } from "../catalogue/viewer";
import { rememberSearch } from "../search/search-history-store";
import { ProductView } from "./product-view";
import { ReportIssueDialog } from "./report-issue-dialog";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; product: ProductDetails };

/**
 * Core spec 2.1 / issue 10 item 3: the product page for both routes, by title (`/p/:productTitle?title&subtitle`)
 * and by id (`/p/variant/:productId`); a product seen here joins the user's search history.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { productId, productTitle } = useParams();
  const [query] = useSearchParams();
  const title = query.get("title") ?? productTitle ?? "";
  const subtitle = query.get("subtitle") ?? "";
  const viewer = useViewer();
  const onError = useErrorPolicy();
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [reporting, setReporting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    const load = productId
      ? fetchDetailsById(Number(productId), controller.signal)
      : fetchDetailsByTitle(title, subtitle, controller.signal);
    load.then(
      (product) => {
        setState({ kind: "ready", product });
        const { id, imageId } = product;
        rememberSearch(viewer.userId, { id, title: product.title, subtitle: product.subtitle, imageId });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: "failed" });
        onError(error);
      },
    );
    return () => controller.abort();
  }, [productId, title, subtitle, viewer.userId, onError]);

  const toggleFavourite = useFavouriteToggle(
    useCallback(
      (id: number, isFavorite: boolean) =>
        setState((current) =>
          current.kind === "ready" && current.product.id === id
            ? { kind: "ready", product: { ...current.product, isFavorite } }
            : current,
        ),
      [],
    ),
  );

  if (state.kind === "loading") return <Spinner size="lg" />;
  if (state.kind === "failed") return <EmptyState title={t("product.loadFailed")} />;
  const product = state.product;
  return (
    <AddToListProvider userCurrency={viewer.currency}>
      <ProductView
        product={product}
        viewer={viewer}
        onToggleFavourite={toggleFavourite}
        onReport={() => setReporting(true)}
      />
      <ReportIssueDialog
        open={reporting}
        onClose={() => setReporting(false)}
        onSend={async (message) => {
          try {
            await reportDataIssue(product.id, message);
            toast.show({ tone: "success", message: t("product.report.sent") });
          } catch (error) {
            onError(error);
            throw error;
          }
        }}
      />
    </AddToListProvider>
  );
}
