import { pathTo } from "@catalogue/core/access";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { shareDraftCalls } from "@catalogue/core/api/catalogue/calls/share-drafts.calls";
import { countrySharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import { draftMachine } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { draftSourceOf } from "../sharing";
import { openDraftActors } from "./draft-actors";

const invalidates = [shareDraftCalls.list, countrySharingCalls.list, productListCalls.get];

/** The draft's publish, delete and edit-date calls, as promises for the machine's actors. */
function useDraftCalls(draft: ProductList, version: { current: number }) {
  const params = { id: draft.id };
  const options = { invalidates, during: "draft" as const, scope: `draft-${draft.id}` };
  const publish = useCallMutation(shareDraftCalls.publish, {
    ...options,
    input: (resolution?: DuplicateResolution) => ({ params, body: resolution ? { resolution } : {} }),
  }).mutateAsync;
  const remove = useCallMutation(shareDraftCalls.remove, {
    ...options,
    input: () => ({ params }),
  }).mutateAsync;
  const touch = useCallMutation(shareDraftCalls.updateEditDate, {
    ...options,
    input: () => ({ params, body: { version: version.current } }),
  }).mutateAsync;
  return { publish, remove, touch };
}

/**
 * Core spec 4.7: core's draft machine over an open draft. Publishing (also after an update conflict) opens the
 * published country list; deleting goes to the drafts tab.
 */
export function useDraftMachine(draft: ProductList, version: { current: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  // The machine is made once per draft (the page keys it by id); its actors reach today's calls through the ref.
  const current = { ...useDraftCalls(draft, version), toast, t, navigate };
  const calls = useRef(current);
  calls.current = current;
  const [machine] = useState(() =>
    draftMachine.provide({
      actors: openDraftActors(draft, {
        touch: async () => {
          const answer = await calls.current.touch(undefined);
          version.current = Math.max(version.current, answer.version);
          return answer;
        },
        remove: () => calls.current.remove(undefined),
        publish: async (resolution) => {
          const now = calls.current;
          const list = await now.publish(resolution);
          now.toast.show({ tone: "success", message: now.t("drafts.published", { title: list.title }) });
          now.navigate(pathTo("countryProductListDetails", { productListId: String(list.id) }));
          return list;
        },
      }),
    }),
  );
  const source = { ...draftSourceOf(draft), lastUpdatedAt: draft.createdAt };
  const [snapshot, send] = useMachine(machine, {
    input: { list: source, user: { currencyShortcut: draft.currency, countryId: draft.countryId } },
  });
  const state = typeof snapshot.value === "string" ? snapshot.value : "editing";
  useEffect(() => {
    if (state !== "deleted") return;
    toast.show({ tone: "success", message: t("drafts.deleted") });
    navigate(pathTo("productListsTabs", { tabName: "drafts" }));
  }, [state, navigate, toast, t]);
  return { state, errorKey: snapshot.context.errorKey, send };
}
