import { readFileSync } from "node:fs";
import { changesOwnAdminRole, isBasicEverywhere } from "@catalogue/core/access";
import { RESULT_KEY_MESSAGES } from "@catalogue/core/api";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { confirm } from "../../runtime/confirm";
import { englishText } from "../../runtime/english-text";
import { plural } from "../../runtime/format";
import { type CountryIndex, countryIndex } from "../common/countries";
import { type ResetRow, readResetFile } from "./reset-file";
import { nameOf, resolveUser } from "./resolve-user";
import { rolesText } from "./user-roles-text";
import { printUser } from "./users-show";

/** What happened (or would) to one user of a reset file. */
export interface ResetOutcome {
  readonly line: number;
  readonly user: string;
  readonly id: number | null;
  readonly outcome: "reset" | "would-reset" | "unchanged" | "failed" | "would-fail" | "not-found";
  readonly rolesBefore: readonly string[];
  readonly message: string | null;
}

/** One user of the file: looked up, then reset unless already Basic everywhere (or only planned, in a dry run). */
async function resetOne(
  context: CliContext,
  row: ResetRow,
  countries: CountryIndex,
  apply: boolean,
  actorId: number,
): Promise<ResetOutcome> {
  const base = { line: row.line, user: row.user };
  let user: Awaited<ReturnType<typeof resolveUser>>;
  try {
    user = await resolveUser(context, row.user);
  } catch (error) {
    if (error instanceof UserError && error.exitCode === ExitCode.notFound) {
      return { ...base, id: null, outcome: "not-found", rolesBefore: [], message: error.message };
    }
    throw error;
  }
  const rolesBefore = rolesText(user, countries).split(", ");
  if (isBasicEverywhere(user, countries.all.length))
    return { ...base, id: user.id, outcome: "unchanged", rolesBefore, message: null };
  if (!apply) {
    // Core spec 5: nobody changes their own admin role; the dry run says so before the server would.
    return changesOwnAdminRole(actorId, user.id, user.admin, false)
      ? {
          ...base,
          id: user.id,
          outcome: "would-fail",
          rolesBefore,
          message: englishText(OWN_ADMIN_ROLE) ?? null,
        }
      : { ...base, id: user.id, outcome: "would-reset", rolesBefore, message: null };
  }
  try {
    await context.call(
      userAdminCalls.demoteAll,
      { params: { id: user.id }, query: {} },
      { subject: `user ${row.user}` },
    );
    return { ...base, id: user.id, outcome: "reset", rolesBefore, message: null };
  } catch (error) {
    // One user's refusal (their own admin role, say) is reported and the next user goes on; a lost session or
    // server stops the whole file.
    if (!(error instanceof UserError) || STOPS_THE_FILE.has(error.failure ?? "")) throw error;
    return { ...base, id: user.id, outcome: "failed", rolesBefore, message: error.message };
  }
}

const OWN_ADMIN_ROLE = RESULT_KEY_MESSAGES.CANNOT_CHANGE_OWN_ADMIN_ROLE;

const STOPS_THE_FILE: ReadonlySet<string> = new Set(["Unauthorised", "Offline", "Timeout", "Internal"]);

const MARK: Readonly<Record<ResetOutcome["outcome"], string>> = {
  reset: "✔",
  "would-reset": "→",
  unchanged: "·",
  failed: "✘",
  "would-fail": "✘",
  "not-found": "?",
};

function outcomeLine(context: CliContext, result: ResetOutcome): string {
  const { style } = context.out;
  const text = {
    reset: `reset to Basic everywhere (was ${result.rolesBefore.join(", ")})`,
    "would-reset": `would be reset to Basic everywhere (now ${result.rolesBefore.join(", ")})`,
    unchanged: "already Basic everywhere",
    failed: result.message ?? "failed",
    "would-fail": `would fail: ${result.message ?? ""}`,
    "not-found": result.message ?? "not found",
  }[result.outcome];
  const mark = MARK[result.outcome];
  const coloured =
    result.outcome === "reset"
      ? style.green(mark)
      : result.outcome === "failed" || result.outcome === "would-fail" || result.outcome === "not-found"
        ? style.red(mark)
        : style.dim(mark);
  return `${coloured} line ${String(result.line).padEnd(4)} ${result.user}: ${text}`;
}

/** `users reset --from FILE.csv [--apply]`: a dry run by default; with --apply a line per user and a count. */
async function resetFromFile(context: CliContext, file: string, apply: boolean): Promise<number> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new UserError(`cannot read ${file}`);
  }
  const { rows, problems } = readResetFile(text);
  if (problems.length > 0) {
    throw new UserError(
      `${file} has ${plural(problems.length, "bad row")}; nothing was changed:\n  ${problems.join("\n  ")}`,
    );
  }
  if (apply)
    await confirm(
      context.globals,
      `Reset ${plural(rows.length, "user")} of ${file} to Basic in every country?`,
    );
  const countries = await countryIndex(context);
  const actor = await context.call(profileCalls.get, {});
  const results: ResetOutcome[] = [];
  for (const row of rows) {
    const result = await resetOne(context, row, countries, apply, actor.id);
    results.push(result);
    if (!context.out.json) context.out.result(outcomeLine(context, result));
  }
  const tally = (outcome: ResetOutcome["outcome"]) =>
    results.filter((result) => result.outcome === outcome).length;
  const counts = {
    reset: tally(apply ? "reset" : "would-reset"),
    unchanged: tally("unchanged"),
    failed: tally(apply ? "failed" : "would-fail"),
    notFound: tally("not-found"),
  };
  if (context.out.json) {
    context.out.document({ applied: apply, counts, users: results });
  } else if (apply) {
    context.out.result(
      `${plural(counts.reset, "user")} reset, ${counts.unchanged} unchanged, ${counts.failed} failed, ${counts.notFound} not found`,
    );
  } else {
    context.out.result(
      `Dry run: ${plural(counts.reset, "user")} would be reset to Basic everywhere, ${counts.unchanged} already ` +
        `${counts.unchanged === 1 ? "is" : "are"}, ${counts.failed} would fail, ${counts.notFound} not found.`,
      "Nothing changed; add --apply to do it.",
    );
  }
  return counts.failed > 0 || counts.notFound > 0 ? ExitCode.refused : ExitCode.ok;
}

/** `catalogue users reset USER | --from FILE.csv [--apply]`. */
export const usersReset: CommandRun = async ({ args, options, globals }) => {
  const from = options.from as string | undefined;
  const named = args[0];
  if (Boolean(from) === Boolean(named))
    throw new UserError("name one user, or --from FILE.csv", ExitCode.usage);
  if (options.apply && !from) throw new UserError("--apply goes with --from FILE.csv", ExitCode.usage);
  const context = createContext({ ...globals, ...options });
  if (from) return resetFromFile(context, from, options.apply === true);
  const user = await resolveUser(context, named ?? "");
  const countries = await countryIndex(context);
  if (isBasicEverywhere(user, countries.all.length)) {
    context.out.note(`${nameOf(user)} is already Basic in every country: nothing changed.`);
    if (context.out.json) context.out.document(user);
    return;
  }
  await confirm(context.globals, `Reset ${nameOf(user)} to Basic in every country?`);
  const after = await context.call(
    userAdminCalls.demoteAll,
    { params: { id: user.id }, query: {} },
    { subject: `user ${named}` },
  );
  context.out.done(`${nameOf(after)} is Basic in every country now`);
  if (context.out.json) await printUser(context, after);
};
