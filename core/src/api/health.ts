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
  /**
   * Whether the database takes writes, as the last write found it; when not, why: `readOnly`, `diskFull` or
   * `ioError`. Reads go on either way.
   */
  storage: z
    .union([
      z.object({ writable: z.literal(true) }),
      z.object({ writable: z.literal(false), reason: z.enum(["readOnly", "diskFull", "ioError"]) }),
    ])
    .optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
