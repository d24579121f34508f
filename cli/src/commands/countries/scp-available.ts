import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { ScpCountry } from "@catalogue/core/model";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { formatTable } from "../../runtime/table";

const documentOf = (countries: readonly ScpCountry[]) =>
  countries.map((country) => ({
    id: country.id,
    code: country.title,
    name: country.country,
    availableForScp: country.availableForScp,
  }));

function print(context: CliContext, countries: readonly ScpCountry[]): void {
  if (context.out.json) {
    context.out.document(documentOf(countries));
    return;
  }
  const { style } = context.out;
  const rows = countries.map((country) => [
    country.title,
    country.country,
    country.availableForScp ? style.green("open") : style.dim("closed"),
  ]);
  context.out.result(...formatTable(["CODE", "COUNTRY", "PARTNERS"], rows, style));
}

/** `catalogue countries scp-available list`. */
export const scpAvailableList: CommandRun = async ({ globals }) => {
  const context = createContext(globals);
  print(context, await context.call(userAdminCalls.scpAvailable, {}));
};

/** `catalogue countries scp-available set|unset CODE`: the whole open set is sent with one country more or less. */
export function scpAvailableChange(open: boolean): CommandRun {
  return async ({ args, options, globals }) => {
    const context = createContext({ ...globals, ...options });
    const code = (args[0] ?? "").trim().toUpperCase();
    const countries = await context.call(userAdminCalls.scpAvailable, {});
    const country = countries.find((each) => each.title.toUpperCase() === code);
    if (!country) throw new UserError(`no country with the code ${args[0]}`, ExitCode.notFound);
    if (country.availableForScp === open) {
      context.out.note(
        `${country.country} is ${open ? "open" : "closed"} to partners already: nothing changed.`,
      );
      if (context.out.json) print(context, countries);
      return;
    }
    if (!open) await confirm(context.globals, `Close ${country.country} to sales channel partners?`);
    const countryIds = countries
      .filter((each) => (each.id === country.id ? open : each.availableForScp))
      .map((each) => each.id);
    const after = await context.call(userAdminCalls.setScpAvailable, { body: { countryIds } });
    context.out.done(`${country.country} is ${open ? "open" : "closed"} to partners now`);
    if (context.out.json) print(context, after);
  };
}
