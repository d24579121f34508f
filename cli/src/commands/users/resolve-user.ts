import type { UserProfileResponse } from "@catalogue/core/api";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import type { CliContext } from "../../runtime/cli-context";

/** The most users one search asks for: an e-mail matches few. */
const SEARCH_SIZE = 100;

/**
 * A user named on the command line by id or e-mail. The catalogue looks users up by id only, so an e-mail is
 * searched for among staff, then partners (the users lists' search), and must match exactly.
 */
export async function resolveUserId(context: CliContext, text: string): Promise<number> {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (!trimmed.includes("@")) {
    throw new UserError(`"${text}" is neither a user id nor an e-mail address`, ExitCode.usage);
  }
  const email = trimmed.toLowerCase();
  for (const list of [userCalls.internals, userCalls.externals]) {
    const page = await context.call(list, { query: { search: email, size: SEARCH_SIZE } });
    const match = page.content.find((user) => user.email.toLowerCase() === email);
    if (match) return match.id;
  }
  throw new UserError(`no user with the e-mail ${trimmed}`, ExitCode.notFound);
}

/** The user's details (the edit pages' call), by id or e-mail. */
export async function resolveUser(context: CliContext, text: string): Promise<UserProfileResponse> {
  const id = await resolveUserId(context, text);
  return context.call(userCalls.details, { params: { id } }, { subject: `user ${text.trim()}` });
}

/** "Ada Admin <admin@catalogue.example>". */
export function nameOf(user: Pick<UserProfileResponse, "name" | "surname" | "email">): string {
  return `${`${user.name} ${user.surname}`.trim()} <${user.email}>`;
}
