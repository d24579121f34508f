import { canSeePrices } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../lib/server-state";
import { Button } from "../../ui/button/button";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { CheckIcon, TrashIcon } from "../../ui/icons/icons";
import { useViewer } from "../catalogue";
import { ListDetailsView } from "../lists";
import { DraftConflictDialog } from "./draft-conflict-dialog";
import { type DraftTarget, DraftTargets } from "./draft-targets";
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

/** Core spec 2.1 / 4.7: an open draft: its products editable, its targets shrinkable, publish and delete. */
export function OpenDraft({ draft, elements }: { draft: ProductList; elements: ListElementView[] }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [deleting, setDeleting] = useState(false);
  const targets = useTargets(draft);
  let sendToMachine: (event: Parameters<ReturnType<typeof useDraftMachine>["send"]>[0]) => void = () =>
    undefined;
  const writes = useDraftWrites(draft, elements, (event) => sendToMachine(event));
  const machine = useDraftMachine(draft, writes.version);
  sendToMachine = machine.send;
  const working = machine.state !== "editing" || writes.busy;
  return (
    <>
      <ListDetailsView
        state={{ kind: "ready", list: draft, elements }}
        viewer={viewer}
        showPrices={canSeePrices(viewer)}
        editable={machine.state === "editing"}
        onEdit={() => undefined}
        onTogglePin={() => undefined}
        onQuantity={writes.onQuantity}
        onCrp={writes.onCrp}
        onRemove={writes.onRemove}
        actions={() => (
          <>
            <Button
              icon={<CheckIcon />}
              loading={machine.state === "publishing"}
              disabled={working}
              onClick={() => machine.send({ type: "draft.publish" })}
            >
              {t("drafts.publish")}
            </Button>
            <Button
              variant="secondary"
              icon={<TrashIcon />}
              disabled={working}
              onClick={() => setDeleting(true)}
            >
              {t("drafts.delete")}
            </Button>
          </>
        )}
        aside={() => (
          <DraftTargets
            targets={targets}
            disabled={working}
            errorKey={machine.errorKey ? `apiErrors.${machine.errorKey}` : undefined}
            onDrop={writes.dropTarget}
          />
        )}
      />
      {(machine.state === "conflict" || machine.state === "updating") && (
        <DraftConflictDialog
          busy={machine.state === "updating"}
          onUpdate={(resolution) => machine.send({ type: "conflict.update", resolution })}
          onCancel={() => machine.send({ type: "conflict.cancel" })}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          danger
          title={t("drafts.deleteTitle")}
          confirmLabel={t("drafts.delete")}
          busy={machine.state === "deleting"}
          onConfirm={() => {
            setDeleting(false);
            machine.send({ type: "draft.delete" });
          }}
          onCancel={() => setDeleting(false)}
        >
          <p>{t("drafts.deleteText")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
