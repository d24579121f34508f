import * as z from "zod";

/** Supplement 7 (POST /user/fcm-registration-id): the push registration of one device of the caller. */
export const FcmRegistrationRequest = z.object({ fcmRegistrationId: z.string().trim().min(1).max(4096) });
export type FcmRegistrationRequest = z.infer<typeof FcmRegistrationRequest>;

/** Supplement 7 (POST /user/fcm-registration-id): how many devices of the caller are registered now. */
export const FcmRegistrationResponse = z.object({
  fcmRegistrationId: z.string(),
  devices: z.int().nonnegative(),
});
export type FcmRegistrationResponse = z.infer<typeof FcmRegistrationResponse>;

/** Supplement 7 (test endpoints): a line the server writes to its log, to check log shipping. */
export const TestLogRequest = z.object({
  level: z.enum(["info", "error"]).optional().default("info"),
  message: z.string().trim().min(1).max(500),
});
export type TestLogRequest = z.infer<typeof TestLogRequest>;

/** Supplement 7 (test endpoints): the correlation id the log line carries, to find it in the log. */
export const TestLogResponse = z.object({ correlationId: z.string() });
export type TestLogResponse = z.infer<typeof TestLogResponse>;

/** Supplement 7 (test endpoints): a test push to the caller's own registered devices. */
export const TestPushRequest = z.object({
  title: z.string().trim().min(1).max(100),
  body: z.string().max(500).optional().default(""),
});
export type TestPushRequest = z.infer<typeof TestPushRequest>;

/** Supplement 7 (test endpoints): the devices the test push was addressed to (none without a registration). */
export const TestPushResponse = z.object({ fcmRegistrationIds: z.array(z.string()) });
export type TestPushResponse = z.infer<typeof TestPushResponse>;
