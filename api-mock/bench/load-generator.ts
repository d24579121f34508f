import http from "node:http";
import { type LatencySummary, summarize } from "./latency-stats";

/** One request a scenario sends; built per request so the queries vary. */
export interface BenchRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: string;
}

/** What one load run needs: where, who, how many connections, how long. */
export interface LoadOptions {
  port: number;
  token: string;
  connections: number;
  seconds: number;
  /**
   * Called once per request with a running counter, so a scenario can cycle its queries, and the connection's
   * number (0 to connections - 1), whose previous request has been answered by then.
   */
  next: (counter: number, connection: number) => BenchRequest;
  /** Sent as `Accept-Encoding` when given (a browser's: the answer comes compressed); none by default. */
  acceptEncoding?: string;
}

// A request that takes longer than this counts as an error, so a stuck server cannot hang the run.
const requestTimeoutMs = 10_000;

function send(agent: http.Agent, options: LoadOptions, request: BenchRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${options.token}` };
    if (request.body !== undefined) headers["content-type"] = "application/json";
    if (options.acceptEncoding !== undefined) headers["accept-encoding"] = options.acceptEncoding;
    const outgoing = http.request(
      { host: "127.0.0.1", port: options.port, method: request.method, path: request.path, agent, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve((response.statusCode ?? 500) < 400));
        response.on("error", () => resolve(false));
      },
    );
    outgoing.setTimeout(requestTimeoutMs, () => outgoing.destroy());
    outgoing.on("error", () => resolve(false));
    outgoing.end(request.body);
  });
}

/**
 * Keeps `connections` requests in flight over keep-alive sockets until the time is up, and
 * summarises the latencies of the successful ones (failed answers are counted as errors, not timed).
 */
export async function runLoad(options: LoadOptions): Promise<LatencySummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async (_: unknown, connection: number) => {
    while (performance.now() < deadline) {
      const request = options.next(counter++, connection);
      const sent = performance.now();
      const ok = await send(agent, options, request);
      if (ok) latencies.push(performance.now() - sent);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return summarize(latencies, errors, elapsedSeconds);
}
