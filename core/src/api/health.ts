import * as z from "zod";

/** Why the database refuses writes: a read-only database or standby, a full disk, an I/O error. */
export const StorageRefusal = z.enum(["readOnly", "diskFull", "ioError"]);
export type StorageRefusal = z.infer<typeof StorageRefusal>;

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
      z.object({ writable: z.literal(false), reason: StorageRefusal }),
    ])
    .optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
