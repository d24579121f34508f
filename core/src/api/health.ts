import * as z from "zod";

/** The answer of `GET /api/health`: the server is up, and which version it runs. */
export const HealthResponse = z.object({
  status: z.literal("ok"),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
