/** Core spec 8: the identity provider's error code that asks for a password reset. */
export const PASSWORD_RESET_ERROR_CODE = "AADB2C90118";

/**
 * Core spec 8: a login callback with error `access_denied` whose description starts with AADB2C90118 redirects
 * to the password reset.
 */
export function isPasswordResetCallback(error: string | null, errorDescription: string | null): boolean {
  return error === "access_denied" && (errorDescription ?? "").startsWith(PASSWORD_RESET_ERROR_CODE);
}

/**
 * Core spec 2.2: a login callback of the form `#/?code=` is normalised to the token route `/code=<code>`; any
 * other hash path is returned as it is (without the leading `#`).
 */
export function normalizeLoginCallback(hash: string): string {
  const path = hash.startsWith("#") ? hash.slice(1) : hash;
  const match = /^\/?\?(.*)$/.exec(path);
  const code = match ? new URLSearchParams(match[1]).get("code") : null;
  return code ? `/code=${encodeURIComponent(code)}` : path || "/";
}
