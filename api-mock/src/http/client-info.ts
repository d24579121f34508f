import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, ClientInfo } from "./app-env";

export type { ClientInfo } from "./app-env";

/** The connection's peer as Node saw it; absent when the app is called without a socket (tests). */
function peerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/** A comma-separated forwarding header as a list, nearest proxy last. */
function hops(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The caller of a request. Without trusted proxies (TRUST_PROXY unset), forwarding headers are the client's own
 * words and are ignored: the address is the socket's peer. Behind `trustedProxies` proxies, each of which appends
 * the address it was reached from to X-Forwarded-For, the client is the entry the outermost trusted proxy added
 * (counted from the right); entries further left were sent by the client and may be anything.
 */
export function readClient(c: Context, trustedProxies: number): ClientInfo {
  const direct = { address: peerAddress(c), tls: c.req.url.startsWith("https:") };
  if (trustedProxies === 0) return direct;
  const forwardedFor = hops(c.req.header("x-forwarded-for"));
  const forwardedProto = hops(c.req.header("x-forwarded-proto"));
  const pick = (list: string[]) => list[Math.max(0, list.length - trustedProxies)];
  return {
    address: pick(forwardedFor) ?? direct.address,
    tls: direct.tls || pick(forwardedProto)?.toLowerCase() === "https",
  };
}

/** Reads the caller once per request, for the rate limits, the session cookie and HSTS. */
export function clientInfo(trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("client", readClient(c, trustedProxies));
    await next();
  };
}
