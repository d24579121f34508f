import type { ErrorEnvelope } from "@catalogue/core/api";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Answers with core's error envelope: the one place a failure becomes JSON. */
export function errorResponse(c: Context, envelope: ErrorEnvelope): Response {
  return c.json(envelope, envelope.status as ContentfulStatusCode);
}
