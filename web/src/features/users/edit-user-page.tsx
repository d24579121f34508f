import { pathTo } from "@catalogue/core/access";
import { EditUserView } from "./edit-user-view";
import { useEditUser } from "./use-edit-user";
import { UserLoadState } from "./user-load-state";

/** The edit user route: the user's details, and each change as its own call (the page refetches after each). */
export function EditUserPage() {
  const { user, actor, countries, busy, refusal, onRoles, onAction } = useEditUser();
  if (!user.data) return <UserLoadState failed={user.isError} />;
  return (
    <EditUserView
      user={user.data}
      actor={actor}
      countries={countries}
      busy={busy}
      refusal={refusal}
      onRoles={onRoles}
      onAction={onAction}
      backTo={`${pathTo("users")}?type=${user.data.userType === "EXTERNAL" ? "external" : "internal"}`}
    />
  );
}
