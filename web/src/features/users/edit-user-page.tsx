import { pathTo } from "@catalogue/core/access";
import { HttpStatus, type UserProfileResponse } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { userAdminCalls, userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { UserEditForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useRouteLoaderData } from "react-router-dom";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { type EditUserAction, EditUserView } from "./edit-user-view";
import { UserLoadState } from "./user-load-state";

const STALE = [userCalls.details, userCalls.internals, userCalls.externals];

/** The edit user route: the user's details, and each change as its own call (the page refetches after each). */
export function EditUserPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const actor = useRouteLoaderData("shell") as UserProfileResponse;
  const id = Number(useParams().userId);
  const params = { id };
  const user = useCallQuery(userCalls.details, { params });
  const countries = useCallQuery(referenceDataCalls.countries, {}, { keepsScreen: true });
  const [busy, setBusy] = useState<EditUserAction | null>(null);
  const [refusal, setRefusal] = useState<{ action: EditUserAction; resultKey: string | null } | null>(null);

  // Core spec 8 (428): each change carries the version this page shows; another admin's change refuses it.
  const version = user.data?.version;
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

  const run = async (action: EditUserAction, call: () => Promise<unknown>) => {
    setBusy(action);
    setRefusal(null);
    try {
      await call();
      toast.show({ tone: "success", message: t(`users.done.${action}`) });
      return true;
    } catch (error) {
      if ((error as { status?: number }).status === HttpStatus.optimisticLocking) {
        // The policy shows nothing for a 428 (core spec 8); this page says why and shows the user as saved now.
        toast.show({ tone: "warning", message: t("system.changedElsewhere") });
        await user.refetch();
        return false;
      }
      setRefusal({ action, resultKey: (error as { resultKey?: string | null }).resultKey ?? null });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onAction = async (action: Exclude<EditUserAction, "roles">) => {
    const calls = {
      grantAdmin: () => upgrade.mutateAsync(undefined),
      removeAdmin: () => demote.mutateAsync(undefined),
      reset: () => demote.mutateAsync(undefined),
      enable: () => changeEnable.mutateAsync(true),
      disable: () => changeEnable.mutateAsync(false),
      remove: () => remove.mutateAsync(undefined),
    };
    const done = await run(action, calls[action]);
    if (done && action === "remove") navigate(`${pathTo("users")}?type=internal`);
  };

  if (!user.data) return <UserLoadState failed={user.isError} />;
  return (
    <EditUserView
      user={user.data}
      actor={actor}
      countries={countries.data}
      busy={busy}
      refusal={refusal}
      onRoles={(roles) => void run("roles", () => changeRoles.mutateAsync(roles))}
      onAction={(action) => void onAction(action)}
      backTo={`${pathTo("users")}?type=${user.data.userType === "EXTERNAL" ? "external" : "internal"}`}
    />
  );
}
