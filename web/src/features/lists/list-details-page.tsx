import { canSeePrices, routeByName } from "@catalogue/core/access";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductListForm } from "@catalogue/core/rules";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMatch, useParams } from "react-router-dom";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { useViewer } from "../catalogue";
import { loadDraftDetailsPage } from "../drafts";
import { ListSharingActions, SharedWithSection, StartDraftAction } from "../sharing";
import { ListActions } from "./actions/list-actions";
import { ListMailLog } from "./actions/list-mail-log-container";
import { type ListDetailsState, ListDetailsView } from "./list-details-view";
import { ProductListFormDialog } from "./product-list-form-dialog";
import { useListTools } from "./selection/use-list-tools";
import type { FormErrors } from "./use-create-list";
import { useElementChanges } from "./use-element-changes";
import { useListPins } from "./use-list-pins";
import { useTypedPrices } from "./use-typed-prices";

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
  const { t } = useTranslation();
  const viewer = useViewer();
  const toast = useToast();
  const id = Number(useParams().productListId);
  const input = { params: { id } };
  const list = useCallQuery(productListCalls.get, input);
  const elements = useCallQuery(listElementCalls.get, input);
  const changes = useElementChanges(id);
  const typedPrices = useTypedPrices();
  const togglePin = useListPins(id);
  const [editing, setEditing] = useState(false);
  const tools = useListTools(list.data, elements.data, viewer, changes.remove);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const update = useCallMutation(productListCalls.update, {
    input: (form: ProductListForm) => ({
      params: { id },
      body: { ...form, version: list.data?.version ?? 1 },
    }),
    invalidates: [productListCalls.get, productListCalls.list, productListCalls.pinned],
  });
  const save = (form: ProductListForm) => {
    setServerErrors({});
    update.mutate(form, {
      onSuccess: () => setEditing(false),
      onError: (failure) => {
        // A 428 is silent in the error policy: the list is read again (invalidated) and the user told here.
        if (failure._tag === "OptimisticLock") {
          toast.show({ tone: "warning", message: t("lists.details.changedElsewhere") });
        }
        if (failure._tag === "Validation") {
          const title = failure.fieldErrors.find((error) => error.field === "title");
          if (title) setServerErrors({ title: title.messageKey });
        }
      },
    });
  };
  const state: ListDetailsState =
    list.isError || elements.isError
      ? { kind: "failed" }
      : list.data && elements.data
        ? {
            kind: "ready",
            list: list.data,
            elements: elements.data.content.filter((element) => !tools.hidden.includes(element.id)),
          }
        : { kind: "loading" };
  return (
    <>
      <ListDetailsView
        state={state}
        viewer={viewer}
        showPrices={canSeePrices(viewer)}
        onEdit={() => {
          setServerErrors({});
          setEditing(true);
        }}
        onTogglePin={togglePin}
        refusals={changes.refusals}
        onQuantity={(elementId, value) => changes.changeQuantity({ elementId, value })}
        onCrp={(elementId, value) => {
          typedPrices.settle(elementId);
          changes.changeCrp({ elementId, value });
        }}
        typedPrices={typedPrices.typed}
        onCrpTyping={typedPrices.type}
        onRemove={changes.remove}
        actions={(shown) => (
          <>
            <ListSharingActions list={shown} />
            <StartDraftAction list={shown} />
          </>
        )}
        aside={(shown) =>
          shown.type === "personal" &&
          !shown.draft && (
            <Suspense fallback={null}>
              <SharedWithSection list={shown} />
            </Suspense>
          )
        }
        listActions={(shown, shownElements) => (
          <ListActions list={shown} elements={shownElements} viewer={viewer} />
        )}
        headerExtra={(shown) => <ListMailLog listId={shown.id} />}
        beforeRows={(shown, shownElements) => tools.tools(shown, shownElements.length)}
        selection={tools.selection}
        orderMode={tools.orderMode}
      />
      {tools.overlay}
      {editing && list.data && (
        <ProductListFormDialog
          open
          heading={t("lists.details.editTitle")}
          saveLabel={t("lists.details.save")}
          initial={{ title: list.data.title, description: list.data.description ?? "" }}
          busy={update.isPending}
          serverErrors={serverErrors}
          onSave={save}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
