import { ErrorEnvelope } from "../api/error-envelope";

/**
 * Core spec 8: the error envelope carried by a failed injected actor, or a generic internal error when the actor
 * failed with something else (a network failure, a bug). Machines decide on `resultKey`, never on message text.
 */
export function envelopeOf(error: unknown): ErrorEnvelope {
  const parsed = ErrorEnvelope.safeParse(error);
  if (parsed.success) return parsed.data;
  return { status: 500, resultKey: "INTERNAL_ERROR", message: error instanceof Error ? error.message : "" };
}

/** Core spec 2: an injected side effect the caller did not provide; failing loudly beats silently doing nothing. */
export function notProvided(name: string): never {
  throw new Error(`${name} must be provided through machine.provide()`);
}
