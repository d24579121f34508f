import type { ListElementView } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { CheckIcon, TrashIcon } from "../../ui/icons/icons";
import type { Viewer } from "../catalogue";
import type { DetailsView } from "./details-view-type";
import { DraftConflictDialog } from "./draft-conflict-dialog";
import { type DraftTarget, DraftTargets } from "./draft-targets";

/** The draft machine's states the screen shows (core spec 4.7). */
export type DraftScreenState = "editing" | "publishing" | "conflict" | "updating" | "deleting" | string;

/** Props of DraftDetailsView. */
export type DraftDetailsViewProps = {
  /** The list details view that shows the draft's header and products. */
  DetailsView: DetailsView;
  draft: ProductList;
  elements: ListElementView[];
  viewer: Viewer;
  showPrices: boolean;
  state: DraftScreenState;
  /** A writes call is under way (the buttons wait). */
  busy?: boolean;
  errorKey?: string;
  targets: DraftTarget[];
  confirmingDelete: boolean;
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  onRemove: (elementId: number) => void;
  onDropTarget: (target: DraftTarget) => void;
  onPublish: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  onUpdate: (resolution: DuplicateResolution) => void;
  onCancelConflict: () => void;
};

const noop = () => undefined;

/** Core spec 2.1 / 4.7: a draft in one of the draft machine's states: products, targets, publish, delete, conflict. */
export function DraftDetailsView(props: DraftDetailsViewProps) {
  const { t } = useTranslation();
  const { state, DetailsView: ListDetailsView } = props;
  const working = state !== "editing" || props.busy;
  return (
    <>
      <ListDetailsView
        state={{ kind: "ready", list: props.draft, elements: props.elements }}
        viewer={props.viewer}
        showPrices={props.showPrices}
        editable={state === "editing"}
        onEdit={noop}
        onTogglePin={noop}
        onQuantity={props.onQuantity}
        onCrp={props.onCrp}
        onRemove={props.onRemove}
        actions={() => (
          <>
            <Button
              icon={<CheckIcon />}
              loading={state === "publishing"}
              disabled={working}
              onClick={props.onPublish}
            >
              {t("drafts.publish")}
            </Button>
            <Button variant="secondary" icon={<TrashIcon />} disabled={working} onClick={props.onDelete}>
              {t("drafts.delete")}
            </Button>
          </>
        )}
        aside={() => (
          <DraftTargets
            targets={props.targets}
            disabled={working}
            errorKey={props.errorKey ? `apiErrors.${props.errorKey}` : undefined}
            onDrop={props.onDropTarget}
          />
        )}
      />
      {(state === "conflict" || state === "updating") && (
        <DraftConflictDialog
          busy={state === "updating"}
          onUpdate={props.onUpdate}
          onCancel={props.onCancelConflict}
        />
      )}
      {(props.confirmingDelete || state === "deleting") && (
        <ConfirmDialog
          open
          danger
          title={t("drafts.deleteTitle")}
          confirmLabel={t("drafts.delete")}
          busy={state === "deleting"}
          onConfirm={props.onConfirmDelete}
          onCancel={props.onCancelDelete}
        >
          <p>{t("drafts.deleteText")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
