import * as z from "zod";

/** Core spec 8: the HTTP status codes the API answers with. */
export const HttpStatus = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  businessRule: 409,
  optimisticLocking: 428,
  validation: 460,
  resourceNotFound: 464,
  internal: 500,
  /** The database refuses writes for now (read-only or full disk); nothing was changed, try again later. */
  unavailable: 503,
} as const;

/** Architecture 3: a field-level validation failure inside the error envelope. */
export const FieldError = z.object({
  field: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof FieldError>;

/** Architecture 3: the one JSON error envelope every failing call answers with. */
export const ErrorEnvelope = z.object({
  status: z.number().int(),
  resultKey: z.string(),
  message: z.string(),
  fieldErrors: z.array(FieldError).optional(),
  correlationId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
