import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { nameOf, resolveUser } from "./resolve-user";
import { printUser } from "./users-show";

/**
 * `catalogue users admin grant|revoke USER`. Core spec 4.9: granting removes the country roles; revoking (like a
 * global reset) makes the user Basic in every country. Nobody changes their own admin role (the server says so).
 */
export function usersAdmin(action: "grant" | "revoke"): CommandRun {
  return async ({ args, options, globals }) => {
    const context = createContext({ ...globals, ...options });
    const subject = `user ${args[0]}`;
    const user = await resolveUser(context, args[0] ?? "");
    if (user.admin === (action === "grant")) {
      context.out.note(
        `${nameOf(user)} ${user.admin ? "is admin already" : "is no admin"}: nothing changed.`,
      );
      if (context.out.json) await printUser(context, user);
      return;
    }
    await confirm(
      context.globals,
      action === "grant"
        ? `Make ${nameOf(user)} admin in every country? Their country roles go.`
        : `Take the admin role from ${nameOf(user)}? They become Basic in every country.`,
    );
    const after = await context.call(
      action === "grant" ? userAdminCalls.upgradeToAdmin : userAdminCalls.demoteAll,
      { params: { id: user.id }, query: {} },
      { subject },
    );
    context.out.done(
      `${nameOf(after)} ${action === "grant" ? "is admin now" : "is Basic in every country now"}`,
    );
    if (context.out.json) await printUser(context, after);
  };
}
