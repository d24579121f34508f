import type { UserListQuery, UserPage } from "@catalogue/core/api";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { Role } from "@catalogue/core/model";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { dateTime } from "../../runtime/format";
import { formatTable } from "../../runtime/table";
import { countryIndex } from "../common/countries";
import { pageFooter, pageNumber } from "../common/paging";

const DEFAULT_SIZE = 20;

/** What a users table shows: the list options turned into the users lists' query. */
export interface UsersListRequest {
  readonly type: "internal" | "external";
  readonly country?: string;
  readonly role?: Role;
  readonly search?: string;
  readonly status?: UserListQuery["status"];
  readonly page: number;
  readonly size: number;
}

/** --size: 1 to 100 users a page. */
export function pageSize(option: unknown): number {
  if (option === undefined) return DEFAULT_SIZE;
  const size = Number(option);
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new UserError("--size is a whole number from 1 to 100", ExitCode.usage);
  }
  return size;
}

/** Prints one page of a users table (or its JSON document). */
export async function printUsers(
  context: CliContext,
  request: UsersListRequest,
  command: string,
): Promise<void> {
  const countries = await countryIndex(context);
  const query = {
    page: request.page - 1,
    size: request.size,
    search: request.search,
    role: request.role,
    status: request.status,
    countryId: request.country ? countries.idOf(request.country) : undefined,
  };
  const answer: UserPage = await context.call(
    request.type === "external" ? userCalls.externals : userCalls.internals,
    { query },
  );
  const pageCount = Math.max(1, Math.ceil(answer.totalCount / request.size));
  if (context.out.json) {
    context.out.document({
      page: request.page,
      pageCount,
      totalCount: answer.totalCount,
      users: answer.content,
    });
    return;
  }
  const { style } = context.out;
  if (answer.content.length === 0) {
    context.out.result("No users match.");
    return;
  }
  const rows = answer.content.map((user) => [
    String(user.id),
    `${user.name} ${user.surname}`.trim(),
    user.email,
    user.admin ? style.bold(user.role) : user.role,
    user.roles.length >= countries.all.length
      ? "every country"
      : user.roles.map((held) => countries.codeOf(held.countryId)).join(" ") || "-",
    user.scpStatus ?? (user.enabled ? "enabled" : style.red("disabled")),
    dateTime(user.lastLogin),
  ]);
  context.out.result(
    ...formatTable(["ID", "NAME", "EMAIL", "ROLE", "COUNTRIES", "STATUS", "LAST LOGIN"], rows, style),
  );
  context.out.note(pageFooter(request.page, pageCount, answer.totalCount, "user", command));
}

/** `catalogue users list`. */
export const usersList: CommandRun = async ({ options, globals }) => {
  const context = createContext(globals);
  await printUsers(
    context,
    {
      type: options.type === "external" ? "external" : "internal",
      country: options.country as string | undefined,
      role: options.role as Role | undefined,
      search: options.search as string | undefined,
      page: pageNumber(options.page),
      size: pageSize(options.size),
    },
    "catalogue users list",
  );
};
