import { UNSAVED_CHANGES_KEYS, unsavedChangesMachine } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "../ui/confirm-dialog/confirm-dialog";
import { holdUnsavedWork } from "./unsaved-work";

/** The leave confirmation as the view shows it. */
export type LeaveGuard = { open: boolean; onLeave: () => void; onStay: () => void };

/** Closing or reloading the tab with unsaved work: the browser asks with its own dialog. */
function useBeforeUnloadWhile(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    // A new app version waits with its reload until this work is saved or dropped (core spec 4.10).
    const release = holdUnsavedWork();
    return () => {
      window.removeEventListener("beforeunload", ask);
      release();
    };
  }, [dirty]);
}

/**
 * Core spec 4.10 / 8: leaving the screen with unsaved work asks first, through core's unsaved-changes machine. A
 * route change is held by react-router's blocker until the machine navigates (the user chose to leave) or the
 * user stays; a change of the query alone (sorting, filters) is no leaving. Needs a data router
 * (createBrowserRouter), as useBlocker does. The screen renders the question (see `useUnsavedChanges`).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const proceed = useRef(() => {});
  proceed.current = () => blocker.proceed?.();
  const [machine] = useState(() =>
    unsavedChangesMachine.provide({ actions: { navigate: () => proceed.current() } }),
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => send({ type: dirty ? "form.changed" : "form.reset" }), [dirty, send]);
  const blockedTo = blocker.state === "blocked" ? blocker.location.pathname : undefined;
  useEffect(() => {
    if (blockedTo !== undefined) send({ type: "navigation.requested", to: blockedTo });
  }, [blockedTo, send]);
  useBeforeUnloadWhile(dirty);
  return {
    open: snapshot.matches("confirming"),
    onLeave: () => send({ type: "navigation.confirmed" }),
    onStay: () => {
      send({ type: "navigation.cancelled" });
      blocker.reset?.();
    },
  };
}

/** The specification's question ("are you sure you want to leave, your progress will be lost") for a guard. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.open}
      title={t(UNSAVED_CHANGES_KEYS.title)}
      confirmLabel={t(UNSAVED_CHANGES_KEYS.leave)}
      danger
      onConfirm={guard.onLeave}
      onCancel={guard.onStay}
    >
      <p>{t(UNSAVED_CHANGES_KEYS.text)}</p>
    </ConfirmDialog>
  );
}

/** `useLeaveGuard` with its question: render the returned dialog in the screen. */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  return <LeaveDialog guard={useLeaveGuard(dirty)} />;
}
