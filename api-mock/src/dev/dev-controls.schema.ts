import { z } from "@hono/zod-openapi";

// Issue 5 item 7: the developer controls' own contract. It is not part of the product's API (core/src/api), as no
// client of the product calls it; the web's and CLI's test tooling do.

/** A demo account as `GET /api/__dev/users` lists it. */
export const DevUser = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  country: z.string().nullable(),
  scpStatus: z.string().nullable(),
  enabled: z.boolean(),
});

/** `POST /api/__dev/session`: act as this user. */
export const DevSessionRequest = z.object({ email: z.string().min(1) });

/** The session made for the acted-as user: the cookie is set too. */
export const DevSessionResponse = z.object({ token: z.string(), expiresAt: z.string(), userId: z.number() });

/** `POST /api/__dev/faults`: a fault and/or latency for requests matching `pattern`. */
export const FaultRuleInput = z.object({
  pattern: z.string().min(1).openapi({ example: "/api/user/*" }),
  method: z.string().optional(),
  status: z.int().min(400).max(599).optional(),
  resultKey: z.string().optional(),
  delayMs: z.int().min(0).max(120_000).optional(),
  probability: z.number().min(0).max(1).default(1),
});

/** A fault rule in force. */
export const FaultRuleOutput = FaultRuleInput.extend({ id: z.string(), probability: z.number() });

/** One mail of the outbox. */
export const OutboxMail = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Issue 7.4: files sent with the mail (an exported list), base64. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }),
  ),
});

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
