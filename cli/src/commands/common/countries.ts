import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import type { Country } from "@catalogue/core/model";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import type { CliContext } from "../../runtime/cli-context";

/** The countries by id and by ISO code (`title`), read once per command. */
export interface CountryIndex {
  readonly all: readonly Country[];
  codeOf(id: number | null): string;
  /** The id of an ISO code; an unknown code is not found (exit 3), with the codes there are. */
  idOf(code: string): number;
}

export async function countryIndex(context: CliContext): Promise<CountryIndex> {
  const all = await context.call(referenceDataCalls.countries, {});
  const byId = new Map(all.map((country) => [country.id, country.title]));
  const byCode = new Map(all.map((country) => [country.title.toUpperCase(), country.id]));
  return {
    all,
    codeOf: (id) => (id === null ? "*" : (byId.get(id) ?? String(id))),
    idOf(code) {
      const id = byCode.get(code.trim().toUpperCase());
      if (id === undefined) {
        const known = [...byCode.keys()].sort().join(" ");
        throw new UserError(`no country with the code ${code}; the codes are: ${known}`, ExitCode.notFound);
      }
      return id;
    },
  };
}
