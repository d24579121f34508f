import { resultKeyMessage } from "@catalogue/core/api";
import type { AnyCall } from "@catalogue/core/api/catalogue";
import type { CallFailure } from "@catalogue/core/api/client";
import { UserError } from "../errors";
import { ExitCode } from "../exit-codes";
import { englishText } from "./english-text";

/** What the CLI knows around a failed call, to say what to do. */
export interface FailureContext {
  readonly url: string;
  readonly entry: AnyCall;
  /** Whether a token was sent (a 401 then means it no longer works). */
  readonly signedIn: boolean;
  /** What was looked up, for "not found" (`user 42`). */
  readonly subject?: string;
  /** How the command calls the fields of a 460 (`companyId` is `--company`). */
  readonly fieldLabels?: Readonly<Record<string, string>>;
}

/** Result keys that mean "the state changed under you / is taken": try again later or after a reload (exit 4). */
const CONFLICT_KEYS: ReadonlySet<string> = new Set([
  "DRAFT_TAKEN",
  "DRAFT_UPDATE_CONFLICT",
  "INVALID_UNIQUE_VALUE",
  "IMPORT_STARTED_TOO_EARLY",
  "OPTIMISTIC_LOCK",
]);

/** Core spec 6: who may make a call, in words. */
const WHO_MAY: Readonly<Record<AnyCall["access"], string>> = {
  public: "anyone",
  session: "signed-in users",
  regular: "users with a regular role",
  keyUser: "Key users (in their countries) and admins",
  admin: "admins",
  highestRole: "the highest role (admins)",
};

/** Core spec 8: the English message of a result key, if core has one. */
function resultKeyText(resultKey: string | null): string | undefined {
  const key = resultKeyMessage(resultKey);
  return key ? englishText(key) : undefined;
}

function validationText(
  failure: Extract<CallFailure, { _tag: "Validation" }>,
  context: FailureContext,
): string {
  const fields = failure.fieldErrors.map((error) => {
    const text = englishText(error.messageKey, error.params ?? {}) ?? error.messageKey;
    const label = context.fieldLabels?.[error.field] ?? error.field;
    return label ? `${label}: ${text}` : text;
  });
  return fields.length > 0
    ? fields.join("; ")
    : (resultKeyText(failure.resultKey) ?? "the server refused the input");
}

/**
 * Core spec 8 for the CLI: the one mapping of a call's tagged failure to a line that says what to do and an exit
 * code. Refusals and invalid input exit 1 with the specification's message for the result key; not found 3;
 * conflicts 4; no answer, or not a catalogue server, 69. The server's own English is never shown for a key core
 * words itself.
 */
export function failureToUserError(failure: CallFailure, context: FailureContext): UserError {
  const error = userErrorOf(failure, context);
  return new UserError(error.message, error.exitCode, failure._tag);
}

function userErrorOf(failure: CallFailure, context: FailureContext): UserError {
  const { url } = context;
  switch (failure._tag) {
    case "Offline":
      return new UserError(
        `cannot reach ${url}: is the server running, and is the URL right? (--url or CATALOGUE_URL)`,
        ExitCode.unavailable,
      );
    case "Timeout":
      return new UserError(`cannot reach ${url}: no answer in time; try again later`, ExitCode.unavailable);
    case "Unauthorised":
      return new UserError(
        context.signedIn
          ? `${url} refused the token (revoked, expired or its account disabled): sign in again: catalogue login --url ${url}`
          : `not signed in to ${url}: sign in first: catalogue login --url ${url}`,
        ExitCode.refused,
      );
    case "Forbidden":
      return new UserError(
        resultKeyText(failure.resultKey) ??
          `your account may not do this: only ${WHO_MAY[context.entry.access]} may (${context.entry.id})`,
        ExitCode.refused,
      );
    case "NotFound":
      // Our server answers every unknown API path with its envelope; a bare 404 comes from something else.
      return failure.resultKey === null
        ? notACatalogue(url, "HTTP 404")
        : new UserError(`${context.subject ?? "what you asked for"} was not found`, ExitCode.notFound);
    case "ResourceNotFound":
      return new UserError(`${context.subject ?? "what you asked for"} was not found`, ExitCode.notFound);
    case "OptimisticLock":
      return new UserError("someone changed it meanwhile: look again and retry", ExitCode.conflict);
    case "Validation":
      return new UserError(validationText(failure, context), ExitCode.refused);
    case "BusinessError": {
      const text =
        resultKeyText(failure.resultKey) ?? `refused by the server (${failure.resultKey ?? failure.status})`;
      const conflict = failure.resultKey !== null && CONFLICT_KEYS.has(failure.resultKey);
      return new UserError(text, conflict ? ExitCode.conflict : ExitCode.refused);
    }
    case "Internal":
      if (failure.resultKey === null && failure.status >= 500) {
        return new UserError(
          `${url} answered HTTP ${failure.status} without a catalogue answer: the server may be down, or the URL wrong (--url or CATALOGUE_URL)`,
          ExitCode.unavailable,
        );
      }
      return failure.status >= 500
        ? new UserError(
            `${url} failed to answer (HTTP ${failure.status}${failure.correlationId ? `, correlation id ${failure.correlationId}` : ""}): try again later, or look at the server's log`,
            ExitCode.unavailable,
          )
        : notACatalogue(url, `HTTP ${failure.status}`);
  }
}

function notACatalogue(url: string, answer: string): UserError {
  return new UserError(
    `${url} does not answer like a Product Catalogue server of this version (${answer}): check the URL (--url or CATALOGUE_URL)`,
    ExitCode.unavailable,
  );
}
