import { pathTo } from "@catalogue/core/access";
import { HttpStatus, type UserProfileResponse } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { UserEditForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useRouteLoaderData } from "react-router-dom";
import { useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import type { EditUserAction } from "./edit-user-view";
import { useUserAdminCalls } from "./use-user-admin-calls";

/**
 * The edit user route's user and the admin's changes to it: the action under way, the last refusal, a toast
 * for each change made, and a 428 told and the user read again; a deletion goes back to the users table.
 */
export function useEditUser() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const actor = useRouteLoaderData("shell") as UserProfileResponse;
  const id = Number(useParams().userId);
  const user = useCallQuery(userCalls.details, { params: { id } });
  const countries = useCallQuery(referenceDataCalls.countries, {}, { keepsScreen: true });
  const [busy, setBusy] = useState<EditUserAction | null>(null);
  const [refusal, setRefusal] = useState<{ action: EditUserAction; resultKey: string | null } | null>(null);
  const calls = useUserAdminCalls(id, user.data?.version);

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
    const done = await run(action, calls.actions[action]);
    if (done && action === "remove") navigate(`${pathTo("users")}?type=internal`);
  };

  return {
    user,
    actor,
    countries: countries.data,
    busy,
    refusal,
    onRoles: (roles: UserEditForm[]) => void run("roles", () => calls.roles(roles)),
    onAction: (action: Exclude<EditUserAction, "roles">) => void onAction(action),
  };
}
