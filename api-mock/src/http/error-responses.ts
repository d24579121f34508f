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
};

/** Core spec 8: the error responses of a route for its OpenAPI entry, each with the envelope schema; 500 always. */
export function errorResponses(...statuses: number[]) {
  const all = [...new Set([...statuses, 500])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? "Error",
        content: { "application/json": { schema: ErrorEnvelope } },
      },
    ]),
  ) as Record<
    number,
    { description: string; content: { "application/json": { schema: typeof ErrorEnvelope } } }
  >;
}
