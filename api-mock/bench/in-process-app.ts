import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "../src/app";
import { jsonLogger } from "../src/http/logger";
import type { buildServices } from "../src/services";
import { type BenchSamples, prepareWriters, readBenchSamples } from "./bench-scenarios";

/**
 * The app without sockets (`app.request`), signed in as the bench user, with the benchmark's samples and writers'
 * lists: what the in-process measurements (CPU per request, memory by structure) send the bench's requests through.
 */
export async function inProcessApp(services: ReturnType<typeof buildServices>) {
  const app = createApp({
    webDist: path.resolve("no-web-build"),
    services,
    logger: jsonLogger(() => undefined),
  });
  // The server's Node adapter puts its own light Request and Response in place of the global ones: a handler's
  // answer with a string or byte body then builds no undici Response and stream. Making the listener (and
  // dropping it) does the same here, so handling costs what it costs behind the server; reading the answer in the
  // measurement still builds one, for every scenario alike.
  getRequestListener(app.fetch);
  const { token } = (await (
    await app.request("/api/__dev/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "key.user@catalogue.example" }),
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const writeHeaders = { ...headers, "content-type": "application/json" };
  const samples: BenchSamples = await readBenchSamples(
    async <T>(pathAndQuery: string) => (await (await app.request(pathAndQuery, { headers })).json()) as T,
  );
  const writers = await prepareWriters(async <T>(method: string, pathAndQuery: string, body?: unknown) => {
    const init = { method, headers: writeHeaders, body: JSON.stringify(body) };
    return (await (await app.request(pathAndQuery, init)).json()) as T;
  }, samples.ids);
  return { app, headers, writeHeaders, samples, writers };
}
