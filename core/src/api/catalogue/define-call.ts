import type * as z from "zod";
import type { ResultKey } from "../result-keys";

/** Supplement 7: the HTTP methods the call catalogue uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Core spec 8: the error statuses a call may answer with (500 is always possible and never listed). 503 is listed
 * only where a call may be told to come back later on its own account (the export renderers are busy); a
 * database refusing writes may answer any write with 503.
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 428 | 429 | 460 | 464 | 503;

/**
 * Core spec 6: who may call. `public` needs no session; `session` any signed-in user (also partners not yet
 * accepted: the onboarding and registration calls); `regular` the regular roles and accepted partners;
 * `keyUser` Key users and admins (in the countries they hold); `admin` admins; `highestRole` the highest role only.
 * The server enforces it; clients read it to hide what a user cannot do.
 */
export type CallAccess = "public" | "session" | "regular" | "keyUser" | "admin" | "highestRole";

/**
 * What a call answers: JSON parsed by a schema, a file (exports, images, CSV: the client hands back the bytes
 * with their type and name), a redirect (the browser follows it; clients of scripts never call these), or nothing
 * (204, a removal).
 */
export type CallAnswer<R extends z.ZodType = z.ZodType> =
  | { readonly kind: "json"; readonly schema: R }
  | { readonly kind: "file"; readonly mediaTypes: readonly string[] }
  | { readonly kind: "redirect" }
  | { readonly kind: "empty" };

/** One call of supplement 7 as data: the one source of the server's routes, the OpenAPI document and clients. */
export interface CallEntry<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends CallAnswer = CallAnswer,
> {
  /** Stable name, `area.verb`: query keys, operationIds and the CLI refer to a call by it. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path below `/api`, with OpenAPI `{name}` placeholders filled from `params`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** Media types a call takes as a raw file body instead of JSON (an import's CSV or XLSX); empty for none. */
  readonly uploads: readonly string[];
  readonly answer: A;
  /** The status of a JSON answer: 200, or 201 when the call creates what it answers. */
  readonly success: 200 | 201;
  /** Statuses besides 200 (and the ever-possible 500) this call answers with. */
  readonly errors: readonly ErrorStatus[];
  /** The result keys of its refusals, as supplement 8 names them (documentation and client typing). */
  readonly resultKeys: readonly ResultKey[];
  readonly access: CallAccess;
  /**
   * Safe to send again after a network failure or a 5xx: reads, and writes that set a state (PUT pin, DELETE a
   * favourite). A POST that creates something is never retried by the client.
   */
  readonly idempotent: boolean;
  /** Developer controls and test endpoints: served, but left out of the published OpenAPI document. */
  readonly internal: boolean;
  /**
   * A call only one mode of the server serves: the identity page and developer controls exist in demo mode only,
   * the OpenID Connect callback in production only. Absent: both.
   */
  readonly onlyIn?: ServerMode;
}

/** How the server runs: `demo` (demo users and developer controls) or `production` (OpenID Connect sign-in). */
export type ServerMode = "demo" | "production";

/** Any entry, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the widest entry type, for lists of entries of any shape.
export type AnyCall = CallEntry<any, any, any, CallAnswer<any>>;

type Schema<T> = T extends z.ZodType ? T : undefined;

/** The entry's input as a caller writes it (before the schemas' defaults and coercions). */
export type CallInput<E extends AnyCall> = (E["params"] extends z.ZodType
  ? { readonly params: z.input<E["params"]> }
  : { readonly params?: undefined }) &
  (E["query"] extends z.ZodType
    ? undefined extends z.input<E["query"]>
      ? { readonly query?: z.input<E["query"]> }
      : { readonly query: z.input<E["query"]> }
    : { readonly query?: undefined }) &
  (E["body"] extends z.ZodType ? { readonly body: z.input<E["body"]> } : { readonly body?: undefined }) & {
    /** A file sent as the raw body, for calls that take uploads. */
    readonly upload?: FileUpload;
  };

/** A file a call sends as its raw body. */
export interface FileUpload {
  readonly bytes: Uint8Array;
  readonly mediaType: string;
}

/** A downloaded file: its bytes, media type and the name the server suggests. */
export interface DownloadedFile {
  readonly bytes: Uint8Array;
  readonly mediaType: string;
  readonly fileName: string | null;
}

/** What a successful call gives its caller. */
export type CallOutput<E extends AnyCall> = E["answer"] extends {
  kind: "json";
  schema: infer R extends z.ZodType;
}
  ? z.output<R>
  : E["answer"] extends { kind: "file" }
    ? DownloadedFile
    : undefined;

interface CallDefinition<P, Q, B, A extends CallAnswer> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly uploads?: readonly string[];
  readonly answer: A;
  readonly success?: 200 | 201;
  readonly errors?: readonly ErrorStatus[];
  readonly resultKeys?: readonly ResultKey[];
  readonly access: CallAccess;
  readonly idempotent?: boolean;
  readonly internal?: boolean;
  readonly onlyIn?: ServerMode;
}

/** Reads and state-setting writes may be repeated; a POST only when the entry says so. */
const IDEMPOTENT_METHODS: readonly HttpMethod[] = ["GET", "PUT", "DELETE"];

/** Declares one call; unset parts default to none, `idempotent` to what the method implies. */
export function defineCall<
  A extends CallAnswer,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: CallDefinition<P, Q, B, A>): CallEntry<Schema<P>, Schema<Q>, Schema<B>, A> {
  return {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    tags: definition.tags,
    params: definition.params as Schema<P>,
    query: definition.query as Schema<Q>,
    body: definition.body as Schema<B>,
    uploads: definition.uploads ?? [],
    answer: definition.answer,
    success: definition.success ?? 200,
    errors: definition.errors ?? [],
    resultKeys: definition.resultKeys ?? [],
    access: definition.access,
    idempotent: definition.idempotent ?? IDEMPOTENT_METHODS.includes(definition.method),
    internal: definition.internal ?? false,
    ...(definition.onlyIn ? { onlyIn: definition.onlyIn } : {}),
  };
}

/** A JSON answer parsed by `schema`. */
export const json = <R extends z.ZodType>(schema: R): { readonly kind: "json"; readonly schema: R } => ({
  kind: "json",
  schema,
});

/** A file answer of one of `mediaTypes`. */
export const file = (...mediaTypes: string[]): { readonly kind: "file"; readonly mediaTypes: string[] } => ({
  kind: "file",
  mediaTypes,
});

/** A redirect the browser follows. */
export const redirect: { readonly kind: "redirect" } = { kind: "redirect" };

/** No content (204). */
export const empty: { readonly kind: "empty" } = { kind: "empty" };

/**
 * Supplement 7 ("v2 and v3 variants exist"): the same call under a versioned path and an id of its own; the
 * server serves it with the handler of the original, so the two can never answer differently.
 */
export function pathVariant<E extends AnyCall>(entry: E, variant: { id: string; path: string }): E {
  return { ...entry, id: variant.id, path: variant.path };
}
