import { unsavedChangesMachine } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router-dom";

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
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}

/**
 * Core spec 4.10: leaving the screen with an unsaved order asks first, through core's unsaved-changes machine. A
 * route change is held by react-router's blocker until the machine navigates (the user chose to leave) or the
 * user stays; a change of the query alone is no leaving.
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
