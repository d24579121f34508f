import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import type { StorageState } from "./storage-state";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Hands the state to the error handler, and marks storage writable again after a write that succeeded. */
export function trackStorage(state: StorageState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("storage", state);
    await next();
    if (WRITE_METHODS.has(c.req.method) && c.res.status < 300) state.wrote();
  };
}
