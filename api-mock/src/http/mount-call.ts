import type { AnyCall } from "@catalogue/core/api/catalogue";
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type * as zod from "zod";
import type { AppEnv } from "./app-env";
import type { Api } from "./create-api";
import { errorResponses } from "./error-responses";
import { sendJson } from "./json-answers";
import { isRateLimited, RATE_LIMIT_HEADERS } from "./rate-limit-headers";

type Parsed<S> = S extends zod.ZodType ? zod.output<S> : undefined;

/** A request's validated parts, as the entry's schemas give them (coerced, defaults applied). */
export interface ValidInput<E extends AnyCall> {
  readonly params: Parsed<E["params"]>;
  readonly query: Parsed<E["query"]>;
  readonly body: Parsed<E["body"]>;
}

/** What a handler answers: the JSON value of its entry (sent with 200), nothing (204), or a whole response. */
export type HandlerResult<E extends AnyCall> = E["answer"] extends {
  kind: "json";
  schema: infer R extends zod.ZodType;
}
  ? zod.input<R> | Response
  : E["answer"] extends { kind: "empty" }
    ? undefined | Response
    : Response;

/** The function that serves one call of the catalogue. */
export type CallHandler<E extends AnyCall> = (
  c: Context<AppEnv>,
  input: ValidInput<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

const binary = z.string().openapi({ format: "binary" });

/** OpenAPI 3.1: a file taken as the raw body needs no schema, its media type says what it is. */
const UPLOAD_DESCRIPTION =
  "The file as the raw body, at most the server's upload limit (MAX_UPLOAD_BYTES, 20 MB unless configured)";

/** Who may call, in the words of core spec 6, for the operation's description. */
const ACCESS: Record<AnyCall["access"], string> = {
  public: "Open without a session.",
  session: "Needs a session (any signed-in user, also a partner not yet accepted).",
  regular: "Needs a session of a regular role or an accepted partner.",
  keyUser: "Needs a session of a Key user or an admin (in the countries they hold).",
  admin: "Needs an admin's session.",
  highestRole: "Needs a session of the highest role.",
};

const countHeader = (description: string) => ({
  description,
  schema: { type: "integer", format: "int32", minimum: 0, maximum: 2_147_483_647 },
});

/** The budget headers every answer of a rate-limited call carries (`rateLimitHeaders` sends them). */
const BUDGET_HEADERS = {
  [RATE_LIMIT_HEADERS.limit]: countHeader("Attempts this client may make in the window"),
  [RATE_LIMIT_HEADERS.remaining]: countHeader("Attempts left in the window"),
  [RATE_LIMIT_HEADERS.reset]: countHeader("Seconds until the window holds none of this client's attempts"),
};

/** A 429 also says when to try again. */
const RETRY_AFTER = { "Retry-After": countHeader("Seconds to wait before the next attempt") };

/**
 * The answers of an operation, each with the rate-limit headers when the call is rate-limited. "4XX" stands for
 * the refusals any call may meet besides its own (a body over the limit, an unknown path, a cross-site cookie
 * write), all in the error envelope.
 */
function responsesOf(entry: AnyCall): RouteConfig["responses"] {
  const responses: RouteConfig["responses"] = { ...okResponse(entry), ...errorResponses(...entry.errors) };
  if (!isRateLimited(entry)) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!/^[24]/.test(status)) return [status, response];
      const headers = status === "429" ? { ...BUDGET_HEADERS, ...RETRY_AFTER } : BUDGET_HEADERS;
      return [status, { ...response, headers }];
    }),
  );
}

/** The operation's description: who may call, and the result keys its refusals carry. */
function descriptionOf(entry: AnyCall): string {
  const keys = entry.resultKeys.length > 0 ? ` Refusals: ${entry.resultKeys.join(", ")}.` : "";
  return `${ACCESS[entry.access]}${keys}`;
}

/** The OpenAPI answer of a call: its JSON schema, its files, or the redirect. */
function okResponse(entry: AnyCall): RouteConfig["responses"] {
  const answer = entry.answer;
  if (answer.kind === "json") {
    return {
      200: { description: entry.summary, content: { "application/json": { schema: answer.schema } } },
    };
  }
  if (answer.kind === "file") {
    const content = Object.fromEntries(answer.mediaTypes.map((type: string) => [type, { schema: binary }]));
    return { 200: { description: entry.summary, content } };
  }
  if (answer.kind === "empty") return { 204: { description: entry.summary } };
  return { 302: { description: "Redirects the browser (see Location)" } };
}

/**
 * Supplement 7: a call that needs a session takes it as a bearer token (the CLI, scripts) or as the session
 * cookie (the browser); a public call takes neither. The schemes themselves are registered in `app.ts`.
 */
function securityOf(entry: AnyCall): Record<string, string[]>[] {
  return entry.access === "public" ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }];
}

/** The @hono/zod-openapi route of an entry: validation and the OpenAPI operation come from the entry alone. */
export function routeOf(entry: AnyCall) {
  const request: Record<string, unknown> = {};
  if (entry.params) request.params = entry.params;
  if (entry.query) request.query = entry.query;
  if (entry.body) request.body = { content: { "application/json": { schema: entry.body } }, required: true };
  // An upload is read by the handler itself (its size is checked before the body is), so it stays optional here.
  if (entry.uploads.length > 0) {
    const content = Object.fromEntries(entry.uploads.map((type: string) => [type, {}]));
    request.body = { description: UPLOAD_DESCRIPTION, content, required: false };
  }
  return createRoute({
    method: entry.method.toLowerCase() as "get",
    path: entry.path,
    operationId: entry.id,
    tags: [...entry.tags],
    summary: entry.summary,
    description: descriptionOf(entry),
    hide: entry.internal,
    security: securityOf(entry),
    request,
    responses: responsesOf(entry),
  });
}

/**
 * Architecture 3: serves one call of the catalogue. The entry's schemas validate the request (a refusal answers
 * 460 through the app's validation hook) and describe it in the OpenAPI document; the handler gets the parsed
 * parts and answers the value, which goes out as JSON with 200.
 */
export function mountCall<E extends AnyCall>(api: Api, entry: E, handler: CallHandler<E>): void {
  const valid = (c: Context<AppEnv>, part: "param" | "query" | "json", present: unknown) =>
    present ? (c.req.valid as (target: string) => unknown)(part) : undefined;
  const serve = async (c: Context<AppEnv>) => {
    const input = {
      params: valid(c, "param", entry.params),
      query: valid(c, "query", entry.query),
      body: valid(c, "json", entry.body),
    } as ValidInput<E>;
    const result = await handler(c, input);
    if (result instanceof Response) return result;
    return entry.answer.kind === "empty" ? c.body(null, 204) : sendJson(c, result, entry.success);
  };
  api.openapi(routeOf(entry), serve as never);
}

/**
 * Supplement 7 ("v2 and v3 variants exist"): serves a call and its versioned path variants (core `pathVariant`)
 * with one handler, so every path of a call answers alike.
 */
export function mountCalls<E extends AnyCall>(
  api: Api,
  entries: readonly E[],
  handler: CallHandler<E>,
): void {
  for (const entry of entries) mountCall(api, entry, handler);
}
