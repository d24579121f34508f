import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { type Logger, REQUEST_LOG_MESSAGE } from "./logger";

/** One request as the developer controls show it. */
export interface RequestRecord {
  at: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId: number | null;
  correlationId: string;
  validation: string;
}

/** The last requests, kept in memory (a ring buffer; no table). */
export class RequestHistory {
  private readonly records: RequestRecord[] = [];
  constructor(private readonly capacity = 200) {}

  add(record: RequestRecord): void {
    this.records.push(record);
    if (this.records.length > this.capacity) this.records.shift();
  }

  /** Newest first. */
  list(): RequestRecord[] {
    return [...this.records].reverse();
  }
}

/**
 * Gives every request a correlation id (also in the `X-Correlation-Id` header) and writes one
 * JSON log line when it ends: method, path, status, duration, user id, correlation id.
 */
export function requestLog(logger: Logger, history: RequestHistory): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const correlationId = randomUUID();
    const started = performance.now();
    c.set("correlationId", correlationId);
    c.set("logger", logger);
    await next();
    c.res.headers.set("X-Correlation-Id", correlationId);
    const record: RequestRecord = {
      at: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      userId: c.get("sessionUser")?.userId ?? null,
      correlationId,
      validation: c.get("validation") ?? "passed",
    };
    logger.info(REQUEST_LOG_MESSAGE, { ...record, at: undefined });
    if (c.req.path.startsWith("/api/") && !c.req.path.startsWith("/api/__dev/requests")) history.add(record);
  };
}
