import { API_VERSION } from "../../constants";

/** Supplement 7: the versioned accept type every call sends. */
export const API_ACCEPT = `application/json; version=${API_VERSION}`;

/** Where and how a client reaches the API; the browser, the CLI and tests each make one. */
export interface ClientConfig {
  /** The API's root: `/api` in the browser, `http://host:8080/api` from Node. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /**
   * Core spec 7 "cookies unusable": the stored token sent as `Authorization: Bearer`; the CLI's API token too.
   * Asked per call, so a login or logout takes effect at once.
   */
  readonly bearerToken?: () => string | null | undefined;
  /** Time limit of one attempt; 30 s unless set. */
  readonly timeoutMs?: number;
  /** Further attempts of an idempotent call after a network failure or a 5xx; 2 unless set. */
  readonly retries?: number;
  /** Delay before the first retry, doubled for each next one; 300 ms unless set. */
  readonly retryDelayMs?: number;
  /** Extra headers for every call (the CLI's user agent, say). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Supplement 7: the headers of one call: the versioned accept type, JSON when a body goes along, and the bearer
 * token when there is one. Cookies go by `credentials: "include"` (see call-api.ts).
 */
export function callHeaders(config: ClientConfig, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: API_ACCEPT, ...config.headers };
  if (hasBody) headers["Content-Type"] = "application/json";
  const token = config.bearerToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
