import { userAdminCalls, userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { UserEditForm } from "@catalogue/core/rules";
import { useCallMutation } from "../../lib/server-state";
import type { EditUserAction } from "./edit-user-view";

const STALE = [userCalls.details, userCalls.internals, userCalls.externals];

/**
 * The edit user page's changes, each its own call. Core spec 8 (428): each carries the version the page shows,
 * so another admin's change in between refuses it.
 */
export function useUserAdminCalls(id: number, version: number | undefined) {
  const params = { id };
  const query = { version };
  const changeRoles = useCallMutation(userAdminCalls.changeRoles, {
    invalidates: STALE,
    input: (roles: UserEditForm[]) => ({ params, body: { roles, version } }),
  });
  const changeEnable = useCallMutation(userAdminCalls.changeEnable, {
    invalidates: STALE,
    input: (enabled: boolean) => ({ params, body: { enabled, version } }),
  });
  const upgrade = useCallMutation(userAdminCalls.upgradeToAdmin, {
    invalidates: STALE,
    input: () => ({ params, query }),
  });
  const demote = useCallMutation(userAdminCalls.demoteAll, {
    invalidates: STALE,
    input: () => ({ params, query }),
  });
  // Not the user's details: asked again after the deletion, they answer 404 and the error policy would open the
  // not-found page while this page moves on to the users table.
  const remove = useCallMutation(userAdminCalls.remove, {
    invalidates: [userCalls.internals, userCalls.externals],
    input: () => ({ params, query }),
  });
  return {
    roles: (roles: UserEditForm[]) => changeRoles.mutateAsync(roles),
    actions: {
      grantAdmin: () => upgrade.mutateAsync(undefined),
      removeAdmin: () => demote.mutateAsync(undefined),
      reset: () => demote.mutateAsync(undefined),
      enable: () => changeEnable.mutateAsync(true),
      disable: () => changeEnable.mutateAsync(false),
      remove: () => remove.mutateAsync(undefined),
    } satisfies Record<Exclude<EditUserAction, "roles">, () => Promise<unknown>>,
  };
}
