import { pathTo } from "@catalogue/core/access";
import { shareDraftCalls } from "@catalogue/core/api/catalogue/calls/share-drafts.calls";
import { Navigate, useParams } from "react-router-dom";
import { useCallQuery } from "../../lib/server-state";
import { useViewer } from "../catalogue";
import type { DetailsView } from "./details-view-type";
import { OpenDraft } from "./open-draft";

const noop = () => undefined;

/**
 * Core spec 2.1 (`/product-list/draft/:productListId`): one of the caller's drafts through core's draft machine.
 * A draft the caller may not open (another's, another country's, no Key user role) leads to the errors page with
 * source draft (core spec 8).
 */
export function DraftDetailsPage({ DetailsView: ListDetailsView }: { DetailsView: DetailsView }) {
  const viewer = useViewer();
  const input = { params: { id: Number(useParams().productListId) } };
  const draft = useCallQuery(shareDraftCalls.details, input, { during: "draft" });
  const elements = useCallQuery(shareDraftCalls.elements, input, { during: "draft" });
  const refused = [draft.error, elements.error].some(
    (failure) => failure?._tag === "Forbidden" || failure?._tag === "ResourceNotFound",
  );
  if (refused) return <Navigate replace to={`${pathTo("errors")}?code=403&source=draft`} />;
  if (draft.data && elements.data)
    return (
      <OpenDraft
        key={draft.data.id}
        draft={draft.data}
        elements={elements.data.content}
        DetailsView={ListDetailsView}
      />
    );
  return (
    <ListDetailsView
      state={draft.isError || elements.isError ? { kind: "failed" } : { kind: "loading" }}
      viewer={viewer}
      showPrices={false}
      onEdit={noop}
      onTogglePin={noop}
      onQuantity={noop}
      onCrp={noop}
      onRemove={noop}
    />
  );
}
