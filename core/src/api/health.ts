import * as z from "zod";

/** The answer of `GET /api/health`: the server is up, and which version it runs. */
export const HealthResponse = z.object({
  status: z.literal("ok"),
  version: z.string(),
  /**
   * True when the server runs in demo mode on an address others can reach: anyone may sign in as any demo user,
   * so every page says so. Absent or false otherwise.
   */
  publicDemo: z.boolean().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
