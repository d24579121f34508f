import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEFAULT_MAX_BODY_BYTES } from "./body-limit";
import { DEFAULT_TIMEOUTS, listen } from "./listen";
import { memoryLogger } from "./logger";

const app = createApp({ webDist: mkdtempSync(path.join(tmpdir(), "web-dist-")), logger: memoryLogger() });
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serveApp(
  timeouts?: Parameters<typeof listen>[1]["timeouts"],
): Promise<{ server: Server; port: number }> {
  const { server, address } = await listen(app, { host: "127.0.0.1", port: 0, timeouts });
  servers.push(server);
  return { server, port: address.port };
}

/** A raw connection, what it has received so far, and when the server closed it. */
function rawClient(port: number): { socket: Socket; received: () => string; closed: Promise<number> } {
  const socket = connect({ host: "127.0.0.1", port });
  let text = "";
  socket.on("data", (chunk) => {
    text += chunk.toString();
  });
  socket.on("error", () => undefined);
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - opened)));
  return { socket, received: () => text, closed };
}

describe("the Node server's time-outs", () => {
  it("wait 10 s for headers, 60 s for a whole request and 10 s on an idle kept-alive connection", async () => {
    const { server } = await serveApp();
    expect(DEFAULT_TIMEOUTS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
    });
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(10_000);
  });

  it("drop a client that sends its headers a byte at a time", async () => {
    const { port } = await serveApp({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
    const client = rawClient(port);
    const drip = setInterval(() => client.socket.write("X"), 200);
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    const heldMs = await client.closed;
    clearInterval(drip);
    // Closed (with 408) after the headers time-out and at most one check interval, not Node's 60 s.
    expect(heldMs).toBeLessThan(8_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it("drop a client that sends its body a byte at a time", async () => {
    const { port } = await serveApp({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
    const client = rawClient(port);
    // Sent in chunks, so the server reads the body as it comes (to count it against the limit).
    client.socket.write(
      "POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const drip = setInterval(() => client.socket.write("1\r\n \r\n"), 200);
    const heldMs = await client.closed;
    clearInterval(drip);
    // Closed after the request time-out (2 s here) and at most one check interval, not Node's 300 s.
    expect(heldMs).toBeGreaterThanOrEqual(1_900);
    expect(heldMs).toBeLessThan(8_000);
  });

  it("answers a body declared above the limit with 413 at once, without waiting for the body", async () => {
    const { port } = await serveApp();
    const client = rawClient(port);
    client.socket.write(
      `PUT /api/user/profile HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n{`,
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(client.received()).toContain('"resultKey":"PAYLOAD_TOO_LARGE"');
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
  });
});
