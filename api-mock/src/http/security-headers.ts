import type { MiddlewareHandler } from "hono";
import type { AppEnv, InlineAllowance } from "./app-env";

/**
 * The policy of the app and the API: only our own files, no inline script or style and no eval anywhere (only
 * WebAssembly may compile), no plug-ins, no frames in either direction, forms only to us. A page that carries inline code of its own (the
 * guide) names exactly that code by hash; nothing else is ever loosened.
 */
export function contentSecurityPolicy(inline?: InlineAllowance): string {
  const scripts = inline?.scripts ?? [];
  const styleAttributes = inline?.styleAttributes ?? [];
  return [
    "default-src 'self'",
    // The app compiles WebAssembly (its barcode decoder); this allows neither eval() nor inline script. The guide
    // (a page with inline code of its own) has no need of it.
    ["script-src 'self'", ...(inline ? [] : ["'wasm-unsafe-eval'"]), ...scripts].join(" "),
    "style-src 'self'",
    // CSP 3: hashes of style attributes count only with 'unsafe-hashes', which allows those exact values alone.
    ...(styleAttributes.length > 0 ? [["style-src-attr 'unsafe-hashes'", ...styleAttributes].join(" ")] : []),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const APP_CSP = contentSecurityPolicy();

/**
 * Browser features the app does not use are off for it and anything it might embed. The camera stays open to our
 * own pages (scanning a product's barcode); copying to the clipboard is used (share links).
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=(self)",
  "clipboard-write=(self)",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * Security headers on every response, static files and errors included. HSTS (and the upgrade of any plain-HTTP
 * reference) only over TLS, directly or behind a TLS proxy trusted by TRUST_PROXY: over plain HTTP it would be
 * ignored, and on localhost it would break other local development servers. JSON bodies get an explicit charset.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const tls = c.get("client")?.tls === true;
    const inline = c.get("inlineAllowance");
    const policy = inline ? contentSecurityPolicy(inline) : APP_CSP;
    headers.set("Content-Security-Policy", tls ? `${policy}; upgrade-insecure-requests` : policy);
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.set("X-Frame-Options", "DENY");
    if (tls) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    const type = headers.get("Content-Type");
    if (type?.startsWith("application/json") && !type.includes("charset")) {
      headers.set("Content-Type", "application/json; charset=utf-8");
    }
  };
}
