import { ErrorEnvelope } from "@catalogue/core/api";

const DESCRIPTIONS: Record<number, string> = {
  401: "No valid session (UNAUTHORIZED)",
  403: "Not allowed (FORBIDDEN, or a partner-status result key)",
  413: "The body is larger than the server takes (PAYLOAD_TOO_LARGE)",
  409: "A business rule refused the call; see resultKey",
  428: "Stale version: reload and try again (OPTIMISTIC_LOCK)",
  429: "Too many attempts; see Retry-After (RATE_LIMITED)",
  460: "Validation failed; see fieldErrors (VALIDATION_FAILED)",
  464: "No such resource (RESOURCE_NOT_FOUND)",
  500: "Unexpected fault; quote the correlationId (INTERNAL_ERROR)",
  503: "Busy or unable to write for now; nothing changed, try again after Retry-After (see resultKey)",
};

/**
 * Any call may be refused for what is not its own business: a body over the limit (413), an unknown path (404), a
 * cookie write from another site (403), input no call takes (460). Core spec 8 answers validation with 460, never
 * 400, so this range is also where a client looks for the validation refusal of an operation without 460.
 */
const ANY_CLIENT_ERROR =
  "Another refusal in the error envelope (PAYLOAD_TOO_LARGE, NOT_FOUND, FORBIDDEN, VALIDATION_FAILED)";

/** Core spec 8: the error responses of a route for its OpenAPI entry, each with the envelope schema; 4XX and 500 always. */
export function errorResponses(...statuses: (number | "4XX")[]) {
  const all = [...new Set([...statuses, "4XX" as const, 500])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      {
        description: status === "4XX" ? ANY_CLIENT_ERROR : (DESCRIPTIONS[status] ?? "Error"),
        content: { "application/json": { schema: ErrorEnvelope } },
      },
    ]),
  ) as Record<
    number | "4XX",
    { description: string; content: { "application/json": { schema: typeof ErrorEnvelope } } }
  >;
}
