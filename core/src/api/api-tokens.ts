import * as z from "zod";
import { Id, Timestamp } from "../model/common";

/** The longest name a personal API token may have. */
export const API_TOKEN_NAME_MAX = 100;

/**
 * The prefix of every personal API token: tells it apart from a session token at a glance (and in a leaked log),
 * and lets the server check it against the API tokens, not the sessions.
 */
export const API_TOKEN_PREFIX = "cat_";

/** `POST /user/api-tokens`: a name that says where the token is used ("CI imports", "laptop"). */
export const CreateApiTokenRequest = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX),
});
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequest>;

/** One of the caller's personal API tokens, without its secret (which the server does not keep). */
export const ApiToken = z.object({
  id: Id,
  name: z.string(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  /** Whether this request was signed in with this token (the CLI's own token, say). */
  current: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** A new token: its details and, this one time only, the token itself. */
export const CreatedApiToken = z.object({ token: ApiToken, secret: z.string().startsWith(API_TOKEN_PREFIX) });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

/** `/user/api-tokens/{id}`. */
export const ApiTokenIdParam = z.object({ id: z.coerce.number().int().positive() });
export type ApiTokenIdParam = z.infer<typeof ApiTokenIdParam>;
