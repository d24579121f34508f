import { roleChangeCalls } from "@catalogue/core/api/catalogue/calls/role-changes.calls";
import { useCallback } from "react";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import type { RoleChangeState } from "./role-change-dialog";

/**
 * Core spec 4.5 / supplement 7: the role change while the popup is open, marked read when it closes. A change
 * that is gone (464, which core's policy keeps silent during a role change) is said so in the popup instead of
 * leaving the screen for an errors page.
 */
export function useRoleChange(id: number | null): { state: RoleChangeState; markRead: () => Promise<void> } {
  const change = useCallQuery(
    roleChangeCalls.get,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, during: "roleChange" },
  );
  const mark = useCallMutation(roleChangeCalls.markRead, {
    input: (changeId: number) => ({ params: { id: changeId } }),
    invalidates: [roleChangeCalls.get],
    during: "roleChange",
  });
  const info = change.data;
  const state: RoleChangeState = info
    ? { kind: "ready", info }
    : change.isError
      ? { kind: change.error._tag === "ResourceNotFound" ? "gone" : "failed" }
      : { kind: "loading" };

  const markRead = useCallback(async () => {
    if (id === null || !info || info.read) return;
    // A failure has reached the user through the policy already; the popup closes all the same.
    await mark.mutateAsync(id).catch(() => undefined);
  }, [id, info, mark]);

  return { state, markRead };
}
