import * as z from "zod";
import { NotificationType, Role, ScpStatus } from "../model/enums";

// The developer controls' own contract (demo mode only, never published): end-to-end tests, the benchmark and the
// CLI's demo sign-in call them through the typed client like any other call.

/** A demo account as `GET /api/__dev/users` lists it. */
export const DevUser = z.object({
  id: z.number(),
  email: z.string(),
  role: Role,
  country: z.string().nullable(),
  scpStatus: ScpStatus.nullable(),
  enabled: z.boolean(),
});
export type DevUser = z.infer<typeof DevUser>;

/** `POST /api/__dev/faults`: a fault and/or latency for requests matching `pattern`. */
export const FaultRuleInput = z.object({
  pattern: z.string().min(1),
  method: z.string().optional(),
  status: z.int().min(400).max(599).optional(),
  resultKey: z.string().optional(),
  delayMs: z.int().min(0).max(120_000).optional(),
  probability: z.number().min(0).max(1).default(1),
});
export type FaultRuleInput = z.input<typeof FaultRuleInput>;

/** A fault rule in force. */
export const FaultRuleOutput = FaultRuleInput.extend({ id: z.string(), probability: z.number() });
export type FaultRuleOutput = z.infer<typeof FaultRuleOutput>;

/** One mail of the outbox. */
export const OutboxMail = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Files sent with the mail (an exported list), base64. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }),
  ),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** One of the last requests. */
export const RequestRecordSchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  durationMs: z.number(),
  userId: z.number().nullable(),
  correlationId: z.string(),
  validation: z.string(),
});

/** `POST /api/__dev/reset`. */
export const ResetResponse = z.object({ durationMs: z.number(), seed: z.number(), products: z.number() });

/** One notification to raise; list fields for list notifications, the change id for a role change. */
const DevNotification = z.object({
  type: NotificationType,
  listId: z.int().positive().optional(),
  listTitle: z.string().min(1).optional(),
  listOwnerName: z.string().min(1).optional(),
  userRoleChangeId: z.int().positive().optional(),
});

/** `POST /api/__dev/notifications`: raise notifications for the user with this e-mail. */
export const DevNotificationsRequest = z.object({
  email: z.string().min(1),
  notifications: z.array(DevNotification).min(1).max(200),
});

/** How many notifications were raised, and for whom. */
export const DevNotificationsResponse = z.object({ userId: z.number(), created: z.number() });
