import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { nameOf, resolveUser } from "./resolve-user";
import { printUser } from "./users-show";

/** `catalogue users enable|disable|delete USER` (core spec 6: an admin must be demoted before removal). */
export function usersAccount(action: "enable" | "disable" | "delete"): CommandRun {
  return async ({ args, options, globals }) => {
    const context = createContext({ ...globals, ...options });
    const subject = `user ${args[0]}`;
    const user = await resolveUser(context, args[0] ?? "");
    if (action === "delete") {
      await confirm(context.globals, `Remove ${nameOf(user)} for good?`);
      await context.call(userAdminCalls.remove, { params: { id: user.id }, query: {} }, { subject });
      context.out.done(`${nameOf(user)} removed`);
      if (context.out.json) context.out.document({ id: user.id, email: user.email, deleted: true });
      return;
    }
    const enabled = action === "enable";
    if (!enabled) await confirm(context.globals, `Disable ${nameOf(user)}? Their sessions end at once.`);
    const after = await context.call(
      userAdminCalls.changeEnable,
      { params: { id: user.id }, body: { enabled } },
      { subject },
    );
    context.out.done(`${nameOf(after)} ${enabled ? "enabled" : "disabled"}`);
    if (context.out.json) await printUser(context, after);
  };
}
