import type { users } from "../../db/schema/index";

/** A stored user row, as the profile, the session check and the session cache read it. */
export type UserRecord = typeof users.$inferSelect;
