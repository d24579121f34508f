import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { ASSIGNABLE_ROLE_VALUES } from "@catalogue/core/model";
import type { AssignableRole } from "@catalogue/core/rules";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { createContext } from "../../runtime/cli-context";
import { countryIndex } from "../common/countries";
import { nameOf, resolveUser } from "./resolve-user";
import { rolesText } from "./user-roles-text";
import { printUser } from "./users-show";

const isAssignable = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLE_VALUES as readonly string[]).includes(role);

/** `catalogue users roles set USER --country C --role R`: one country's role; the others stay as they are. */
export const usersRolesSet: CommandRun = async ({ args, options, globals }) => {
  const code = options.country as string | undefined;
  const role = options.role as AssignableRole | undefined;
  if (!code || !role)
    throw new UserError("give the country and the role: --country DE --role KEY_USER", ExitCode.usage);
  const context = createContext(globals);
  const countries = await countryIndex(context);
  const countryId = countries.idOf(code);
  const user = await resolveUser(context, args[0] ?? "");
  // The other countries keep their roles (a partner's or an admin's are not country roles of staff).
  const kept = user.roles.flatMap((held) =>
    held.countryId !== countryId && isAssignable(held.role)
      ? [{ countryId: held.countryId, role: held.role }]
      : [],
  );
  const roles = [...kept, { countryId, role }];
  const after = await context.call(
    userAdminCalls.changeRoles,
    { params: { id: user.id }, body: { roles } },
    { subject: `user ${args[0]}` },
  );
  context.out.done(`${nameOf(after)}: ${rolesText(after, countries)}`);
  if (context.out.json) await printUser(context, after);
};
