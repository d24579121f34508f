import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

/**
 * How long a client may take, so that slow clients (a byte every few seconds) cannot hold connections: Node's
 * defaults wait 60 s for headers and 300 s for a request.
 */
export interface ServerTimeouts {
  /** From the connection (or the end of the previous request) to the end of the headers. */
  headersTimeoutMs: number;
  /** For the whole request, body included (the largest upload over a slow line must fit). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection closes after this long. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  // Longer than the 5 s after which Node's own HTTP agent (the CLI, Playwright's request context) drops an idle
  // connection: at equal time-outs the client may send on a socket the server is closing, and reads ECONNRESET.
  keepAliveTimeoutMs: 10_000,
};

/** Serves `app` on host:port with the time-outs; resolves once it listens. */
export function listen(
  app: Hono<AppEnv>,
  options: { host: string; port: number; timeouts?: Partial<ServerTimeouts> },
): Promise<{ server: Server; address: AddressInfo }> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port,
        hostname: options.host,
        serverOptions: {
          headersTimeout: timeouts.headersTimeoutMs,
          requestTimeout: timeouts.requestTimeoutMs,
          keepAliveTimeout: timeouts.keepAliveTimeoutMs,
          // Node checks the two time-outs above this often (30 s by default, which would add up to 30 s to each).
          connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs),
        },
      },
      (address) => resolve({ server: server as Server, address }),
    );
  });
}
