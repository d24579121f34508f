// Core spec 7: the session of a browser with cookies disabled. The login then answers a bearer
// token instead of setting the HttpOnly cookie; it lives in sessionStorage (gone with the tab, never shared with
// other tabs) and the typed client sends it as `Authorization: Bearer` (lib/server-state/client-config.ts).
const KEY = "catalogue.bearer";

/** The storage the token lives in; tests pass their own. Null when the browser offers none (privacy modes). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Core spec 7: whether this browser keeps cookies; without them the login asks for a bearer token. */
export function cookiesEnabled(
  nav: Pick<Navigator, "cookieEnabled"> | undefined = globalThis.navigator,
): boolean {
  return nav?.cookieEnabled !== false;
}

/** The stored bearer token, or null in cookie mode. */
export function bearerToken(store: Storage | null = storage()): string | null {
  return store?.getItem(KEY) ?? null;
}

/** Keeps the login's token (null in cookie mode clears any old one). */
export function rememberBearer(token: string | null, store: Storage | null = storage()): void {
  if (!store) return;
  if (token) store.setItem(KEY, token);
  else store.removeItem(KEY);
}
