import * as z from "zod";
import { ApiToken, ApiTokenIdParam, CreateApiTokenRequest, CreatedApiToken } from "../../api-tokens";
import { defineCall, empty, json } from "../define-call";

const TAGS = ["API tokens"];

/**
 * Personal API tokens for scripts and the admin CLI: a signed-in user creates (the secret is answered once),
 * lists and revokes their own. A token acts with exactly its user's rights.
 */
export const apiTokenCalls = {
  list: defineCall({
    id: "apiTokens.list",
    method: "GET",
    path: "/user/api-tokens",
    tags: TAGS,
    summary: "The caller's API tokens that are not revoked, newest first (never their secrets)",
    answer: json(z.array(ApiToken)),
    errors: [401],
    access: "session",
  }),
  create: defineCall({
    id: "apiTokens.create",
    method: "POST",
    path: "/user/api-tokens",
    tags: TAGS,
    summary: "Create a named API token; the answer carries its secret, shown this once",
    body: CreateApiTokenRequest,
    answer: json(CreatedApiToken),
    success: 201,
    errors: [401, 460],
    access: "session",
  }),
  revoke: defineCall({
    id: "apiTokens.revoke",
    method: "DELETE",
    path: "/user/api-tokens/{id}",
    tags: TAGS,
    summary: "Revoke one of the caller's API tokens: it stops working at once",
    params: ApiTokenIdParam,
    answer: empty,
    errors: [401, 460, 464],
    access: "session",
  }),
} as const;
