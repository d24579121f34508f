import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Core spec 7: a fresh random secret (session id or login code), url-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Stored form of a secret: the database never holds a usable session id or login code. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function signature(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** The token a client holds, `<session id>.<HMAC>`, for the cookie and the bearer header alike. */
export function signToken(signingSecret: string, sessionId: string): string {
  return `${sessionId}.${signature(signingSecret, sessionId)}`;
}

/** The session id inside a token whose signature holds, else null. */
export function verifyToken(signingSecret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const sessionId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(signingSecret, sessionId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}
