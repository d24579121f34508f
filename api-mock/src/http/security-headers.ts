import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** The CDN Swagger UI loads its bundle from (see @hono/swagger-ui). */
const SWAGGER_CDN = "https://cdn.jsdelivr.net";

/** Issue 5 item 9: the policy of the app and the API; no inline script or eval anywhere. */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Swagger UI needs one inline bootstrap script: it is allowed by nonce, and the bundle by its CDN origin. */
function docsCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' ${SWAGGER_CDN}`,
    `style-src 'self' ${SWAGGER_CDN}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** True when the request reached us over TLS (directly or through a proxy that says so). */
export function isTls(url: string, forwardedProto: string | undefined): boolean {
  return url.startsWith("https:") || forwardedProto === "https";
}

/**
 * Issue 5 item 9: security headers on every response, static files and errors included; HSTS only over TLS.
 * JSON bodies get an explicit charset.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isDocs = c.req.path === "/api/docs";
    const nonce = isDocs ? randomBytes(16).toString("base64") : undefined;
    if (nonce) c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", nonce ? docsCsp(nonce) : APP_CSP);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.set("X-Frame-Options", "DENY");
    if (isTls(c.req.url, c.req.header("x-forwarded-proto"))) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    const type = headers.get("Content-Type");
    if (type?.startsWith("application/json") && !type.includes("charset")) {
      headers.set("Content-Type", "application/json; charset=utf-8");
    }
  };
}

/** Adds the request's nonce to every inline `<script>` of the Swagger UI page. */
export async function withScriptNonce(response: Response, nonce: string): Promise<Response> {
  const html = (await response.text()).replaceAll("<script>", `<script nonce="${nonce}">`);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, headers });
}
