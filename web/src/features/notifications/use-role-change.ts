import { RoleChangeInfo } from "@catalogue/core/model";
import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "../../lib/api-client";
import type { RoleChangeState } from "./role-change-dialog";

/**
 * Core spec 4.5 / supplement 7: loads the role change `GET /v3/user-role-changes/{id}` while the popup is open,
 * and marks it read (`PUT /v3/user-role-changes/{id}`) when it closes. A 464 means the change is gone: the popup
 * says so instead of leaving the screen for an errors page.
 */
export function useRoleChange(
  id: number | null,
  onError: (error: unknown) => void,
): { state: RoleChangeState; markRead: () => Promise<void> } {
  const [state, setState] = useState<RoleChangeState>({ kind: "loading" });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ kind: "loading" });
    apiRequest({ path: `/v3/user-role-changes/${id}`, response: RoleChangeInfo }).then(
      (info) => live && setState({ kind: "ready", info }),
      (error: unknown) => {
        if (!live) return;
        const gone = error instanceof ApiError && error.status === 464;
        setState({ kind: gone ? "gone" : "failed" });
        if (!gone) onError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [id, onError]);

  const markRead = useCallback(async () => {
    if (id === null || state.kind !== "ready" || state.info.read) return;
    await apiRequest({
      method: "PUT",
      path: `/v3/user-role-changes/${id}`,
      response: RoleChangeInfo,
    }).catch(onError);
  }, [id, state, onError]);

  return { state, markRead };
}
