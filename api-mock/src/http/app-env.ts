import type { Logger } from "./logger";

/** Core spec 7: who is calling, from a valid session. */
export interface SessionUser {
  userId: number;
  sessionId: string;
  /** How the session was presented: the cookie (CSRF-checked on writes) or a bearer token. */
  via: "cookie" | "bearer";
}

/** The variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    correlationId: string;
    logger: Logger;
    sessionUser?: SessionUser;
    /** What validation said about the request, for the request log of the developer controls. */
    validation?: string;
    /** A nonce for the one page that needs its own inline script (Swagger UI at /api/docs). */
    cspNonce?: string;
  };
}
