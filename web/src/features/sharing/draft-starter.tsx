import { pathTo } from "@catalogue/core/access";
import { shareDraftCalls } from "@catalogue/core/api/catalogue/calls/share-drafts.calls";
import { draftMachine } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { startDraftActor } from "./draft-start-actor";
import { draftSourceOf } from "./draft-state-of";

/** Props of DraftStarter. */
export type DraftStarterProps = {
  list: ProductList;
  user: { currencyShortcut: string | null; countryId: number | null };
  onDone: () => void;
};

/**
 * Where a start ends, by the draft machine's final state. The server's refusals (DRAFT_TAKEN's toast, the errors
 * page with source draft) are the error policy's; a start refused before asking (currency, country) is a toast.
 */
function useStartOutcome(state: string, errorKey: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    if (state === "refused") toast.show({ tone: "warning", message: t(`apiErrors.${errorKey}`) });
    if (["refused", "taken", "forbidden", "failed"].includes(state)) onDone();
  }, [state, errorKey, toast, t, onDone]);
}

/**
 * Core spec 4.7 as a lazy chunk: core's draft machine starts the one draft of a country list and, once started,
 * opens it; DRAFT_TAKEN is a toast, a missing Key user role the errors page with source draft (core spec 8).
 */
export default function DraftStarter({ list, user, onDone }: DraftStarterProps) {
  const navigate = useNavigate();
  // The error policy shows DRAFT_TAKEN's toast and sends a 403 to the errors page with source draft.
  const start = useCallMutation(shareDraftCalls.start, {
    input: (listId: number) => ({ body: { listId } }),
    invalidates: [shareDraftCalls.list],
    during: "draft",
  });
  const { mutateAsync } = start;
  const machine = useMemo(
    () =>
      draftMachine.provide({
        actors: {
          startDraft: startDraftActor(async (listId) => {
            const draft = await mutateAsync(listId);
            navigate(pathTo("draftProductListDetails", { productListId: String(draft.id) }));
            return draft;
          }),
        },
      }),
    [mutateAsync, navigate],
  );
  const [snapshot] = useMachine(machine, { input: { list: draftSourceOf(list), user } });
  const state = typeof snapshot.value === "string" ? snapshot.value : "editing";
  useStartOutcome(state, snapshot.context.errorKey, onDone);
  return null;
}
