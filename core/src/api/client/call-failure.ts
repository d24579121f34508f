import * as Data from "effect/Data";
import type { FieldError } from "../error-envelope";

interface Answered {
  /** The envelope's result key (supplement 8), or null when the answer carried none. */
  readonly resultKey: string | null;
  readonly message: string;
  readonly correlationId?: string;
  /** The HTTP status text ("Service Unavailable"): core spec 8's generic toast names it. */
  readonly statusText?: string;
}

/** Core spec 8, 401: no valid session; the policy sends the user to login. */
export class Unauthorised extends Data.TaggedError("Unauthorised")<Answered> {
  readonly status = 401;
}

/** Core spec 8, 403: not allowed; the result key tells partners' states and missing permissions apart. */
export class Forbidden extends Data.TaggedError("Forbidden")<Answered> {
  readonly status = 403;
}

/** Core spec 8, 404: no such path. */
export class NotFound extends Data.TaggedError("NotFound")<Answered> {
  readonly status = 404;
}

/** Core spec 8, 409 (and the other refusals of a business rule: 413, 429): see the result key. */
export class BusinessError extends Data.TaggedError("BusinessError")<
  Answered & { readonly status: number }
> {}

/** Core spec 8, 428: the version sent is stale; reload and try again. */
export class OptimisticLock extends Data.TaggedError("OptimisticLock")<Answered> {
  readonly status = 428;
}

/** Core spec 8, 460: the input failed a rule; the field errors carry core's message keys. */
export class Validation extends Data.TaggedError("Validation")<
  Answered & { readonly fieldErrors: readonly FieldError[] }
> {
  readonly status = 460;
}

/** Core spec 8, 464: the resource named in the call does not exist (any more). */
export class ResourceNotFound extends Data.TaggedError("ResourceNotFound")<Answered> {
  readonly status = 464;
}

/** Core spec 8, 5xx or an answer that breaks the call's contract: a fault, never the user's. */
export class Internal extends Data.TaggedError("Internal")<Answered & { readonly status: number }> {}

/** No answer came: the network or the server is unreachable. */
export class Offline extends Data.TaggedError("Offline")<{ readonly message: string }> {
  readonly status = null;
  readonly resultKey = null;
}

/** No answer came within the call's time limit. */
export class Timeout extends Data.TaggedError("Timeout")<{ readonly message: string }> {
  readonly status = null;
  readonly resultKey = null;
}

/** Every way a call can fail, as a tagged union: handle it with `Effect.catchTag` or a switch on `_tag`. */
export type CallFailure =
  | Unauthorised
  | Forbidden
  | NotFound
  | BusinessError
  | OptimisticLock
  | Validation
  | ResourceNotFound
  | Internal
  | Offline
  | Timeout;

const TAGS = new Set<string>([
  "Unauthorised",
  "Forbidden",
  "NotFound",
  "BusinessError",
  "OptimisticLock",
  "Validation",
  "ResourceNotFound",
  "Internal",
  "Offline",
  "Timeout",
]);

/** Whether `error` is one of the client's failures (and not, say, a bug in the caller). */
export function isCallFailure(error: unknown): error is CallFailure {
  return typeof error === "object" && error !== null && TAGS.has((error as { _tag?: string })._tag ?? "");
}

/** Only a missing answer or a server fault may go away on its own; every 4xx is an answer and stays one. */
export function isTransient(failure: CallFailure): boolean {
  return failure._tag === "Offline" || (failure._tag === "Internal" && failure.status >= 500);
}
