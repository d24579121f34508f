import type { UserProfileResponse } from "@catalogue/core/api";
import type { CommandRun } from "../../cli-spec/command-spec";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { dateTime } from "../../runtime/format";
import { formatFields } from "../../runtime/table";
import { countryIndex } from "../common/countries";
import { nameOf, resolveUser } from "./resolve-user";
import { rolesText } from "./user-roles-text";

/** A user for people: who, what they may do where, and the state of the account. */
export async function printUser(context: CliContext, user: UserProfileResponse): Promise<void> {
  if (context.out.json) {
    context.out.document(user);
    return;
  }
  const countries = await countryIndex(context);
  const { style } = context.out;
  context.out.result(
    style.bold(nameOf(user)),
    ...formatFields(
      [
        ["id", String(user.id)],
        ["type", user.userType === "EXTERNAL" ? "sales channel partner" : "staff"],
        ["roles", rolesText(user, countries)],
        ["account", user.enabled ? "enabled" : style.red("disabled")],
        ...(user.scpStatus ? ([["partner status", user.scpStatus]] as const) : []),
        ["country", user.countryShortcut ?? "-"],
        ["company", user.company?.name ?? "-"],
        ["function", user.organizationRole ?? "-"],
        ["last login", dateTime(user.lastLogin)],
      ],
      style,
    ),
  );
}

/** `catalogue users show USER`. */
export const usersShow: CommandRun = async ({ args, globals }) => {
  const context = createContext(globals);
  await printUser(context, await resolveUser(context, args[0] ?? ""));
};
