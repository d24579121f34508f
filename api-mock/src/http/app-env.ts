import type { Logger } from "./logger";
import type { StorageState } from "./storage-state";

/** What the server knows of the caller: its address (rate limits count by it) and whether it came over TLS. */
export interface ClientInfo {
  address: string;
  tls: boolean;
}

/** Core spec 7: who is calling, from a valid session. */
export interface SessionUser {
  userId: number;
  sessionId: string;
  /** How the session was presented: the cookie (CSRF-checked on writes) or a bearer token. */
  via: "cookie" | "bearer";
  /** Set when the bearer was a personal API token (its id), not a session token. */
  apiTokenId?: number;
}

/** Inline code one page may run: the hashes of its scripts and style attributes (the guide's, see guide-policy.ts). */
export interface InlineAllowance {
  readonly scripts: readonly string[];
  readonly styleAttributes: readonly string[];
}

/** The variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    correlationId: string;
    /** The caller's address and whether it came over TLS, with forwarding headers trusted only per TRUST_PROXY. */
    client: ClientInfo;
    logger: Logger;
    sessionUser?: SessionUser;
    /** What validation said about the request, for the request log of the developer controls. */
    validation?: string;
    /** Whether writes reach the database (set for the error handler; health reads the same state). */
    storage?: StorageState;
    /** Set by a page that carries inline code of its own (the guide): its hashes join the security policy. */
    inlineAllowance?: InlineAllowance;
    /** Set by `sendJson` and `sendKeptJson`, which compress the answer themselves: the compress middleware skips it. */
    answerEncoded?: true;
  };
}
