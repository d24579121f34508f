import { consentMachine } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import {
  readConsent,
  rememberConsentToast,
  takeConsentToast,
  writeConsent,
} from "../../lib/analytics/consent-storage";
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
export default function ConsentGate({ userId, requests }: { userId: string; requests: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [snapshot, send] = useMachine(machine, { input: { userId } });
  const [dismissed, setDismissed] = useState(false);
  // Settings' "cookie settings" asks again (a new request number): show the popup whatever was decided.
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requests === 0) return;
    setRequested(true);
    setDismissed(false);
  }, [requests]);
  useEffect(() => {
    if (takeConsentToast()) toast.show({ tone: "success", message: t("consent.changed") });
  }, [toast, t]);
  const decision = snapshot.context.decision;
  const undecided = decision === "UNDECIDED" && !snapshot.matches("loading");
  // Choosing the decision already stored changes nothing (the machine ignores it): just close.
  const choose = (choice: "ACCEPTED" | "REJECTED") => {
    if (decision === choice) setDismissed(true);
    else send({ type: choice === "ACCEPTED" ? "consent.accept" : "consent.reject" });
  };
  return (
    <ConsentPopup
      open={(undecided || requested) && !dismissed}
      busy={snapshot.matches("storing")}
      failed={snapshot.context.errorKey !== undefined}
      onAccept={() => choose("ACCEPTED")}
      onReject={() => choose("REJECTED")}
      onClose={() => setDismissed(true)}
    />
  );
}
