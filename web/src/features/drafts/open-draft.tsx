import { canSeePrices } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { DraftEvent } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useCallQuery } from "../../lib/server-state";
import { useViewer } from "../catalogue";
import type { DetailsView } from "./details-view-type";
import { DraftDetailsView } from "./draft-details-view";
import type { DraftTarget } from "./draft-targets";
import { useDraftMachine } from "./use-draft-machine";
import { useDraftWrites } from "./use-draft-writes";

/** The draft's countries and subregions by name. */
function useTargets(draft: ProductList): DraftTarget[] {
  const countries = useCallQuery(referenceDataCalls.countries, {});
  const subregions = useCallQuery(referenceDataCalls.subregions, {});
  const named = (
    kind: DraftTarget["kind"],
    ids: readonly number[],
    known: { id: number; name: string }[] = [],
  ) => ids.map((id) => ({ kind, id, name: known.find((each) => each.id === id)?.name ?? String(id) }));
  return [
    ...named("country", draft.sharedCountryIds, countries.data),
    ...named("subregion", draft.sharedSubregionIds, subregions.data),
  ];
}

/** Core spec 2.1 / 4.7: an open draft, its writes and core's draft machine wired to the draft view. */
export function OpenDraft({
  draft,
  elements,
  DetailsView,
}: {
  draft: ProductList;
  elements: ListElementView[];
  DetailsView: DetailsView;
}) {
  const viewer = useViewer();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const targets = useTargets(draft);
  const machineSend: { current: (event: DraftEvent) => void } = { current: () => undefined };
  const writes = useDraftWrites(draft, elements, (event) => machineSend.current(event));
  const machine = useDraftMachine(draft, writes.version);
  machineSend.current = machine.send;
  return (
    <DraftDetailsView
      DetailsView={DetailsView}
      draft={draft}
      elements={elements}
      viewer={viewer}
      showPrices={canSeePrices(viewer)}
      state={machine.state}
      busy={writes.busy}
      errorKey={machine.errorKey}
      targets={targets}
      confirmingDelete={confirmingDelete}
      onQuantity={writes.onQuantity}
      onCrp={writes.onCrp}
      onRemove={writes.onRemove}
      onDropTarget={writes.dropTarget}
      onPublish={() => machine.send({ type: "draft.publish" })}
      onDelete={() => setConfirmingDelete(true)}
      onConfirmDelete={() => {
        setConfirmingDelete(false);
        machine.send({ type: "draft.delete" });
      }}
      onCancelDelete={() => setConfirmingDelete(false)}
      onUpdate={(resolution) => machine.send({ type: "conflict.update", resolution })}
      onCancelConflict={() => machine.send({ type: "conflict.cancel" })}
    />
  );
}
