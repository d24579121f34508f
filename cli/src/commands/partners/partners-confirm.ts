import type { UserProfileResponse } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { CommandInput, CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { countryIndex } from "../common/countries";
import { nameOf, resolveUser } from "../users/resolve-user";
import { printUser } from "../users/users-show";

/** The activation form's fields as this command calls them, for the specification's messages. */
const FIELD_LABELS = { companyId: "--company", organizationRole: "--function", countryIds: "--country" };

/** A company by id or by name (exact, else the one whose name starts with it); unknown is not found (exit 3). */
async function companyId(context: CliContext, text: string): Promise<number> {
  const companies = await context.call(referenceDataCalls.companies, {});
  const wanted = text.trim().toLowerCase();
  const found =
    companies.find((company) => String(company.id) === wanted || company.name.toLowerCase() === wanted) ??
    onlyOne(companies.filter((company) => company.name.toLowerCase().startsWith(wanted)));
  if (!found) {
    throw new UserError(
      `no company "${text}"; the companies are: ${companies.map((c) => c.name).join(", ")}`,
      ExitCode.notFound,
    );
  }
  return found.id;
}

const onlyOne = <T>(items: T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

interface Activation {
  readonly companyId?: number;
  readonly organizationRole?: string;
  readonly countryIds?: number[];
}

/** The activation fields the options give (none left out is made up: the server names what is missing). */
async function activationOf(context: CliContext, options: CommandInput["options"]): Promise<Activation> {
  const codes = (options.country as string[] | undefined) ?? [];
  const countries = codes.length > 0 ? await countryIndex(context) : undefined;
  return {
    companyId: options.company ? await companyId(context, String(options.company)) : undefined,
    organizationRole: options.function as string | undefined,
    countryIds: countries ? codes.map((code) => countries.idOf(code)) : undefined,
  };
}

/** Core spec 4.4: accept with company, function and countries (checked by the server with the spec's messages). */
async function accept(context: CliContext, partner: UserProfileResponse, form: Activation, subject: string) {
  return context.call(
    userAdminCalls.confirmScp,
    { params: { id: partner.id }, body: { accepted: true, ...form } },
    { subject, fieldLabels: FIELD_LABELS },
  );
}

/** `catalogue partners approve ID`: the partner's own registration, unless options say otherwise. */
export const partnersApprove: CommandRun = async ({ args, options, globals }) => {
  const context = createContext(globals);
  const subject = `partner ${args[0]}`;
  const partner = await resolveUser(context, args[0] ?? "");
  const given = await activationOf(context, options);
  const registered = [...new Set([partner.countryId, ...partner.roles.map((held) => held.countryId)])].filter(
    (id): id is number => id !== null,
  );
  const after = await accept(
    context,
    partner,
    {
      companyId: given.companyId ?? partner.company?.id,
      organizationRole: given.organizationRole ?? partner.organizationRole ?? undefined,
      countryIds: given.countryIds ?? registered,
    },
    subject,
  );
  context.out.done(`${nameOf(after)} approved (${after.scpStatus})`);
  if (context.out.json) await printUser(context, after);
};

/** `catalogue partners reject ID`. */
export const partnersReject: CommandRun = async ({ args, options, globals }) => {
  const context = createContext({ ...globals, ...options });
  const partner = await resolveUser(context, args[0] ?? "");
  await confirm(context.globals, `Reject the request of ${nameOf(partner)}?`);
  const after = await context.call(
    userAdminCalls.confirmScp,
    { params: { id: partner.id }, body: { accepted: false } },
    { subject: `partner ${args[0]}` },
  );
  context.out.done(`${nameOf(after)} rejected`);
  if (context.out.json) await printUser(context, after);
};

/**
 * `catalogue partners activate ID --company --function --country...`: core spec 4.4, an admin activates a partner
 * account with exactly the given company, function and countries, and enables it.
 */
export const partnersActivate: CommandRun = async ({ args, options, globals }) => {
  const context = createContext(globals);
  const subject = `partner ${args[0]}`;
  const partner = await resolveUser(context, args[0] ?? "");
  let after = await accept(context, partner, await activationOf(context, options), subject);
  if (!after.enabled) {
    after = await context.call(
      userAdminCalls.changeEnable,
      { params: { id: partner.id }, body: { enabled: true } },
      { subject },
    );
  }
  context.out.done(
    `${nameOf(after)} activated (${after.scpStatus}, ${after.enabled ? "enabled" : "disabled"})`,
  );
  if (context.out.json) await printUser(context, after);
};
