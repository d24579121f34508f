import type { ListElementView } from "@catalogue/core/api";
import { shareDraftCalls } from "@catalogue/core/api/catalogue/calls/share-drafts.calls";
import type { DraftEvent } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import type { DraftTarget } from "./draft-targets";

const invalidates = [shareDraftCalls.details, shareDraftCalls.elements];

/**
 * Core spec 4.7: the draft's element and target writes, one after the other (one scope), each with the newest
 * version. A 428 (another tab or user changed the draft) reloads the draft and says so; nothing is lost.
 */
export function useDraftWrites(
  draft: ProductList,
  elements: readonly ListElementView[],
  onChanged: (event: DraftEvent) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const version = useRef(draft.version);
  version.current = Math.max(version.current, draft.version);
  const params = { id: draft.id };
  const options = { invalidates, scope: `draft-${draft.id}`, during: "draft" as const };
  const change = useCallMutation(shareDraftCalls.changeElement, options);
  const remove = useCallMutation(shareDraftCalls.removeElements, options);
  const edit = useCallMutation(shareDraftCalls.edit, options);
  const handlersFor = (event: DraftEvent) => ({
    onSuccess: (answer: { version: number }) => {
      version.current = answer.version;
      onChanged(event);
    },
    onError: (failure: { _tag: string }) => {
      if (failure._tag === "OptimisticLock")
        toast.show({ tone: "warning", message: t("drafts.changedElsewhere") });
    },
  });
  const elementIds = (without?: number) => elements.flatMap((each) => (each.id === without ? [] : [each.id]));
  const element = (id: number) => elements.find((each) => each.id === id);
  const changeElement = (elementId: number, values: { quantity?: number; crp?: number }) => {
    const current = element(elementId);
    if (!current) return;
    const body = {
      elementId,
      quantity: values.quantity ?? current.quantity,
      crp: values.crp ?? current.pricing.crp ?? null,
      version: version.current,
    };
    change.mutate({ params, body }, handlersFor({ type: "draft.elementsChanged", elementIds: elementIds() }));
  };
  const dropTarget = (target: DraftTarget) => {
    const countryIds = draft.sharedCountryIds.filter((id) => target.kind !== "country" || id !== target.id);
    const subregionIds = draft.sharedSubregionIds.filter(
      (id) => target.kind !== "subregion" || id !== target.id,
    );
    const body = {
      title: draft.title,
      description: draft.description ?? "",
      note: draft.note ?? "",
      countryIds,
      subregionIds,
      version: version.current,
    };
    const targets = { sharedCountryIds: countryIds, sharedSubregionIds: subregionIds };
    edit.mutate({ params, body }, handlersFor({ type: "draft.targetsChanged", targets }));
  };
  return {
    version,
    busy: change.isPending || remove.isPending || edit.isPending,
    onQuantity: (elementId: number, quantity: number) => changeElement(elementId, { quantity }),
    onCrp: (elementId: number, crp: number) => changeElement(elementId, { crp }),
    onRemove: (elementId: number) =>
      remove.mutate(
        { params, body: { ids: [elementId], version: version.current } },
        handlersFor({ type: "draft.elementsChanged", elementIds: elementIds(elementId) }),
      ),
    dropTarget,
  };
}
