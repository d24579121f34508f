import { ASSIGNABLE_ROLE_VALUES, ROLE_VALUES } from "@catalogue/core/model/enum-values";
import type { CommandSpec } from "../../cli-spec/command-spec";

const USER = "UserProfile (as `users show --json`)";
const USER_ARGUMENT = { name: "user", description: "the user's id or e-mail", required: true } as const;

const list: CommandSpec = {
  name: "list",
  summary: "list users, filtered by type, country, role or a search text",
  options: [
    {
      flags: "--type <type>",
      description: "staff (internal, the default) or partners (external)",
      choices: ["internal", "external"],
    },
    { flags: "--country <code>", description: "only users in this country (ISO code, e.g. DE)" },
    { flags: "--role <role>", description: "only users with this role", choices: ROLE_VALUES },
    { flags: "--search <text>", description: "name or e-mail contains this" },
    { flags: "--page <n>", description: "which page (1 is the first)" },
    { flags: "--size <n>", description: "users per page (default 20, at most 100)" },
  ],
  examples: [
    { command: "catalogue users list --country DE --role KEY_USER", comment: "the Key users of Germany" },
    { command: "catalogue users list --search anna --json", comment: "for a script" },
  ],
  json:
    "{ page: number, pageCount: number, totalCount: number, users: { id, email, name, surname, role, " +
    "roles: { role, countryId }[], userType, country, company, scpStatus, enabled, admin, lastLogin, createdAt }[] }",
  load: () => import("./users-list").then((module) => module.usersList),
};

const show: CommandSpec = {
  name: "show",
  summary: "one user's account, roles per country and status",
  arguments: [USER_ARGUMENT],
  examples: [
    { command: "catalogue users show key.user@catalogue.example", comment: "by e-mail" },
    { command: "catalogue users show 4711 --json", comment: "by id, for a script" },
  ],
  json: "UserProfile: { id, username, email, name, surname, role, roles: { role, countryId }[], userType, admin, enabled, scpStatus, countryId, company, organizationRole, lastLogin, ... }",
  load: () => import("./users-show").then((module) => module.usersShow),
};

const rolesSet: CommandSpec = {
  name: "set",
  summary: "set a user's role in one country (the other countries keep theirs)",
  details:
    "Core spec 4.9: giving an admin a country role removes the admin role; the user's currency becomes EUR.",
  arguments: [USER_ARGUMENT],
  options: [
    { flags: "--country <code>", description: "the country (ISO code)" },
    { flags: "--role <role>", description: "the role in that country", choices: ASSIGNABLE_ROLE_VALUES },
  ],
  examples: [
    {
      command: "catalogue users roles set anna@catalogue.example --country DE --role KEY_USER",
      comment: "make Anna Key user in Germany",
    },
  ],
  json: USER,
  load: () => import("./users-roles").then((module) => module.usersRolesSet),
};

const roles: CommandSpec = {
  name: "roles",
  summary: "change a user's roles per country",
  subcommands: [rolesSet],
};

const reset: CommandSpec = {
  name: "reset",
  summary: "make a user (or every user of a CSV file) Basic in every country",
  details:
    "With --from the file's `email` (or `id`) column names the users, one per line. Without --apply it is a dry run: " +
    "it shows what would change and changes nothing. With --apply each user is reset on their own (one " +
    "transaction each), a failure is reported and the next user goes on; the exit code is 1 when any failed. " +
    "Rows without a user, with a malformed e-mail or named twice stop the whole file, with their line numbers.",
  arguments: [{ name: "user", description: "the user's id or e-mail (or use --from)" }],
  options: [
    { flags: "--from <file.csv>", description: "reset every user the CSV file names" },
    { flags: "--apply", description: "with --from: do it (without it, a dry run)" },
  ],
  destructive: true,
  examples: [
    { command: "catalogue users reset bob@catalogue.example", comment: "Bob becomes Basic everywhere" },
    { command: "catalogue users reset --from leavers.csv", comment: "dry run: what would change" },
    { command: "catalogue users reset --from leavers.csv --apply --yes", comment: "do it, from a script" },
  ],
  json:
    `${USER}; with --from: { applied: boolean, counts: { reset, unchanged, failed, notFound }, users: { line: number, ` +
    "user: string, id: number | null, outcome: 'reset' | 'would-reset' | 'unchanged' | 'failed' | 'would-fail' | 'not-found', " +
    "rolesBefore: string[], message: string | null }[] }",
  load: () => import("./users-reset").then((module) => module.usersReset),
};

const account = (name: "enable" | "disable" | "delete", summary: string, example: string): CommandSpec => ({
  name,
  summary,
  arguments: [USER_ARGUMENT],
  destructive: name !== "enable",
  examples: [
    {
      command: `catalogue users ${name} bob@catalogue.example${name === "enable" ? "" : " --yes"}`,
      comment: example,
    },
  ],
  json: name === "delete" ? "{ id: number, email: string, deleted: true }" : USER,
  load: () => import("./users-account").then((module) => module.usersAccount(name)),
});

const adminGrant: CommandSpec = {
  name: "grant",
  summary: "make a user admin (their country roles go)",
  arguments: [USER_ARGUMENT],
  destructive: true,
  examples: [
    { command: "catalogue users admin grant anna@catalogue.example --yes", comment: "Anna becomes admin" },
  ],
  json: USER,
  load: () => import("./users-admin").then((module) => module.usersAdmin("grant")),
};

const adminRevoke: CommandSpec = {
  name: "revoke",
  summary: "take the admin role away: the user becomes Basic in every country",
  arguments: [USER_ARGUMENT],
  destructive: true,
  examples: [
    {
      command: "catalogue users admin revoke anna@catalogue.example --yes",
      comment: "Anna is no admin any more",
    },
  ],
  json: USER,
  load: () => import("./users-admin").then((module) => module.usersAdmin("revoke")),
};

/** `catalogue users ...`: core spec 4.9 and 6, users and roles. */
export const usersCommand: CommandSpec = {
  name: "users",
  summary: "users and roles: list, show, change roles, reset, enable, disable, delete, admin",
  subcommands: [
    list,
    show,
    roles,
    reset,
    account("enable", "enable an account", "Bob may sign in again"),
    account("disable", "disable an account (its sessions end at once)", "Bob can no longer sign in"),
    account("delete", "remove a user (an admin must be demoted first)", "remove Bob"),
    { name: "admin", summary: "grant or revoke the admin role", subcommands: [adminGrant, adminRevoke] },
  ],
};
