import { consentMachine } from "@catalogue/core/machines";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import {
  readConsent,
  rememberConsentToast,
  takeConsentToast,
  writeConsent,
} from "../../lib/analytics/consent-storage";
import { useMachine } from "../../lib/use-machine";
import { useToast } from "../../ui/toast/toast-provider";
import { ConsentPopup } from "./consent-popup";

// Core spec 4.6: the decision lives in this browser per user; a change reloads the page (its toast survives it).
const machine = consentMachine.provide({
  actors: {
    loadConsent: fromPromise(async ({ input }) => readConsent(input.userId)),
    storeConsent: fromPromise(async ({ input }) => writeConsent(input.userId, input.decision)),
  },
  actions: {
    notifyConsentChanged: () => rememberConsentToast(),
    reloadPage: () => window.location.reload(),
  },
});

/**
 * Core spec 4.6: asks an undecided user for consent and shows the success toast after a change. Loaded lazily by
 * the layout (only when undecided or a toast is waiting), so xstate stays out of the finder's initial JavaScript.
 */
export default function ConsentGate({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [snapshot, send] = useMachine(machine, { userId });
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (takeConsentToast()) toast.show({ tone: "success", message: t("consent.changed") });
  }, [toast, t]);
  const undecided = snapshot?.context.decision === "UNDECIDED" && !snapshot.matches("loading");
  return (
    <ConsentPopup
      open={undecided && !dismissed}
      busy={snapshot?.matches("storing") ?? false}
      failed={snapshot?.context.errorKey !== undefined}
      onAccept={() => send({ type: "consent.accept" })}
      onReject={() => send({ type: "consent.reject" })}
      onClose={() => setDismissed(true)}
    />
  );
}
