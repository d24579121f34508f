import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { formatFields } from "../../runtime/table";
import { countryIndex } from "../common/countries";
import { rolesText } from "../users/user-roles-text";
import { userSummary } from "./user-summary";

/** `catalogue whoami`: the account the token signs in as, asked of the server (so a revoked token shows). */
export const whoami: CommandRun = async ({ globals }) => {
  const context = createContext(globals);
  const profile = await context.call(profileCalls.get, {});
  const countries = await countryIndex(context);
  const roles = profile.roles.map((held) => ({ role: held.role, country: countries.codeOf(held.countryId) }));
  if (context.out.json) {
    context.out.document({
      url: context.server.url,
      user: {
        id: profile.id,
        email: profile.email,
        name: `${profile.name} ${profile.surname}`.trim(),
        role: profile.role,
        admin: profile.admin,
        enabled: profile.enabled,
        roles,
      },
    });
    return;
  }
  const { style } = context.out;
  context.out.result(
    style.bold(userSummary(profile)),
    ...formatFields(
      [
        ["server", context.server.url],
        ["admin", profile.admin ? "yes (every country)" : "no"],
        ["roles", rolesText(profile, countries)],
        [
          "token",
          context.server.tokenFrom === "environment" ? "from CATALOGUE_TOKEN" : "stored by catalogue login",
        ],
      ],
      style,
    ),
  );
};
