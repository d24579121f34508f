import { ORGANIZATION_ROLE_VALUES } from "@catalogue/core/model/enum-values";
import type { CommandSpec } from "../../cli-spec/command-spec";

const PARTNER = { name: "id", description: "the partner's id or e-mail", required: true } as const;
const USER = "UserProfile (as `users show --json`)";

const list: CommandSpec = {
  name: "list",
  summary: "list sales channel partners (--pending: those waiting for approval)",
  options: [
    { flags: "--pending", description: "only partners waiting for approval" },
    { flags: "--country <code>", description: "only partners in this country" },
    { flags: "--search <text>", description: "name or e-mail contains this" },
  ],
  examples: [{ command: "catalogue partners list --pending", comment: "who waits for approval?" }],
  json: "{ page, pageCount, totalCount, users: [...] } (as `users list --json`)",
  load: () => import("./partners-list").then((module) => module.partnersList),
};

const approve: CommandSpec = {
  name: "approve",
  summary: "accept a partner's request, with the company, function and country they registered with",
  details:
    "Core spec 4.4: company, function and at least one country are needed; options replace what they chose.",
  arguments: [PARTNER],
  options: [
    { flags: "--company <name>", description: "the partner's company (name or id)" },
    {
      flags: "--function <function>",
      description: "the partner's function",
      choices: ORGANIZATION_ROLE_VALUES,
    },
    { flags: "--country <code>", description: "a country the partner may work in", repeatable: true },
  ],
  examples: [
    { command: "catalogue partners approve peter@partner.example", comment: "accept Peter's request" },
  ],
  json: USER,
  load: () => import("./partners-confirm").then((module) => module.partnersApprove),
};

const reject: CommandSpec = {
  name: "reject",
  summary: "reject a partner's request (shown as disabled)",
  arguments: [PARTNER],
  destructive: true,
  examples: [{ command: "catalogue partners reject peter@partner.example --yes", comment: "refuse Peter" }],
  json: USER,
  load: () => import("./partners-confirm").then((module) => module.partnersReject),
};

const activate: CommandSpec = {
  name: "activate",
  summary: "activate a partner account: company, function and countries, and enabled",
  details:
    "Core spec 4.4 / 5: activation needs a company ('Company is required to activate account'), a function and at " +
    "least one country ('A user needs access to at least one country to activate an account').",
  arguments: [PARTNER],
  options: [
    { flags: "--company <name>", description: "the partner's company (name or id)" },
    {
      flags: "--function <function>",
      description: "the partner's function",
      choices: ORGANIZATION_ROLE_VALUES,
    },
    { flags: "--country <code>", description: "a country the partner may work in", repeatable: true },
  ],
  examples: [
    {
      command:
        "catalogue partners activate rita@partner.example --company Alpenmed --function SALES_REPRESENTATIVE --country AT",
      comment: "activate Rita for Austria",
    },
  ],
  json: USER,
  load: () => import("./partners-confirm").then((module) => module.partnersActivate),
};

/** `catalogue partners ...`: core spec 4.4, sales channel partner requests. */
export const partnersCommand: CommandSpec = {
  name: "partners",
  summary: "sales channel partners: pending requests, approve, reject, activate",
  subcommands: [list, approve, reject, activate],
};
