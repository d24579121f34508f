import type { CommandSpec } from "../../cli-spec/command-spec";

const COUNTRIES = "{ id: number, code: string, name: string, availableForScp: boolean }[] (every country)";
const CODE = { name: "code", description: "the country's ISO code (e.g. AT)", required: true } as const;

const scpAvailable: CommandSpec = {
  name: "scp-available",
  summary: "the countries sales channel partners may choose",
  subcommands: [
    {
      name: "list",
      summary: "every country and whether partners may choose it",
      examples: [{ command: "catalogue countries scp-available list", comment: "which countries are open?" }],
      json: COUNTRIES,
      load: () => import("./scp-available").then((module) => module.scpAvailableList),
    },
    {
      name: "set",
      summary: "open a country to partners",
      arguments: [CODE],
      examples: [
        { command: "catalogue countries scp-available set CH", comment: "partners may choose Switzerland" },
      ],
      json: COUNTRIES,
      load: () => import("./scp-available").then((module) => module.scpAvailableChange(true)),
    },
    {
      name: "unset",
      summary: "close a country to partners (refused while partners are assigned to it)",
      arguments: [CODE],
      destructive: true,
      examples: [
        { command: "catalogue countries scp-available unset CH --yes", comment: "close Switzerland" },
      ],
      json: COUNTRIES,
      load: () => import("./scp-available").then((module) => module.scpAvailableChange(false)),
    },
  ],
};

/** `catalogue countries ...`: supplement 7, the countries open to partners (admins). */
export const countriesCommand: CommandSpec = {
  name: "countries",
  summary: "country settings: which countries partners may choose",
  subcommands: [scpAvailable],
};
