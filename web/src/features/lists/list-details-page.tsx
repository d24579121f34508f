import { canSeePrices, routeByName } from "@catalogue/core/access";
import type { ProductList } from "@catalogue/core/model";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useMatch } from "react-router-dom";
import { loadDraftDetailsPage } from "../drafts";
import { ListSharingActions, SharedWithSection, StartDraftAction } from "../sharing";
import { ListActions } from "./actions/list-actions";
import { ListMailLog } from "./actions/list-mail-log-container";
import { ListHealth } from "./health/list-health-container";
import { ListDetailsView } from "./list-details-view";
import { OfflineAddAction } from "./offline-add/offline-add-action";
import { ProductListFormDialog } from "./product-list-form-dialog";
import { useListDetails } from "./use-list-details";
import type { useListEdit } from "./use-list-edit";

// The route loader starts the page's answers through the screen's own chunk (features/lists/index.ts).
export { startListData } from "./use-list-details";

const DraftDetailsPage = lazy(async () => ({ default: await loadDraftDetailsPage() }));
const DRAFT_ROUTE = routeByName("draftProductListDetails").paths[0] ?? "";

/**
 * Core spec 2.1 (`/product-list/:productListId` and the shared, country and draft variants): one list with its
 * elements. A draft is the drafts feature's screen (a chunk of its own), shown with this screen's details view.
 */
export function ListDetailsPage() {
  if (useMatch(DRAFT_ROUTE))
    return (
      <Suspense fallback={<ListDetailsView state={{ kind: "loading" }} {...LOADING} />}>
        <DraftDetailsPage DetailsView={ListDetailsView} />
      </Suspense>
    );
  return <ListDetails />;
}

const noop = () => undefined;
const LOADING = {
  viewer: { userId: 0, currency: null, separator: "DOT", role: "BASIC_USER", showPrices: false },
  showPrices: false,
  onEdit: noop,
  onTogglePin: noop,
  onQuantity: noop,
  onCrp: noop,
  onRemove: noop,
} as const;

/** One list with its elements. Edits go to the owner's personal lists only; the others are read here. */
function ListDetails() {
  const { viewer, list, state, changes, typedPrices, togglePin, edit, tools, changeCrp } = useListDetails();
  const heldProductIds = state.kind === "ready" ? state.elements.map((element) => element.productId) : [];
  return (
    <>
      <ListDetailsView
        state={state}
        viewer={viewer}
        showPrices={canSeePrices(viewer)}
        onEdit={edit.start}
        onTogglePin={togglePin}
        refusals={changes.refusals}
        onQuantity={(elementId, value) => changes.changeQuantity({ elementId, value })}
        onCrp={changeCrp}
        typedPrices={typedPrices.typed}
        onCrpTyping={typedPrices.type}
        onRemove={changes.remove}
        actions={(shown) => (
          <>
            <ListSharingActions list={shown} />
            <StartDraftAction list={shown} />
            {shown.type === "personal" && !shown.draft && (
              <OfflineAddAction listId={shown.id} heldProductIds={heldProductIds} />
            )}
          </>
        )}
        aside={(shown) => (
          <>
            {shown.type === "personal" && !shown.draft && (
              <Suspense fallback={null}>
                <SharedWithSection list={shown} />
              </Suspense>
            )}
            {!shown.draft && <ListHealth list={shown} viewer={viewer} />}
          </>
        )}
        listActions={(shown, shownElements) => (
          <ListActions list={shown} elements={shownElements} viewer={viewer} />
        )}
        headerExtra={(shown) => <ListMailLog listId={shown.id} />}
        beforeRows={(shown, shownElements) => tools.tools(shown, shownElements.length)}
        selection={tools.selection}
        orderMode={tools.orderMode}
      />
      {tools.overlay}
      {edit.editing && list && <ListEditDialog list={list} edit={edit} />}
    </>
  );
}

/** The form that edits the list's title and description. */
function ListEditDialog({ list, edit }: { list: ProductList; edit: ReturnType<typeof useListEdit> }) {
  const { t } = useTranslation();
  return (
    <ProductListFormDialog
      open
      heading={t("lists.details.editTitle")}
      saveLabel={t("lists.details.save")}
      initial={{ title: list.title, description: list.description ?? "" }}
      busy={edit.saving}
      serverErrors={edit.serverErrors}
      onSave={edit.save}
      onClose={edit.close}
    />
  );
}
