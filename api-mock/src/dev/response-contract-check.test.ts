import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env";
import { createApi } from "../http/create-api";
import { sendKeptJson } from "../http/json-answers";
import { memoryLogger } from "../http/logger";
import { RequestHistory, requestLog } from "../http/request-log";
import { responseContractCheck } from "./response-contract-check";

function appAnswering(value: unknown, kept = false) {
  const logger = memoryLogger();
  const history = new RequestHistory();
  const api = createApi();
  api.use("*", responseContractCheck(api));
  const route = createRoute({
    method: "get",
    path: "/things/{id}",
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: "A thing",
        content: { "application/json": { schema: z.object({ name: z.string() }) } },
      },
    },
  });
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  api.openapi(route, (c) =>
    kept ? (sendKeptJson(c, bytes) as never) : c.json(value as { name: string }, 200),
  );
  const app = new Hono<AppEnv>();
  app.use("*", requestLog(logger, history));
  app.route("/api", api);
  return { app, logger, history };
}

describe("response contract check", () => {
  it("logs a response that breaks its contract loudly and marks it in the request log", async () => {
    const { app, logger, history } = appAnswering({ name: 42 });
    const res = await app.request("/api/things/7");
    expect(res.status).toBe(200);
    const mismatch = logger.lines.find((line) => line.msg === "CONTRACT MISMATCH");
    expect(mismatch).toMatchObject({ level: "error", path: "/api/things/7" });
    expect(history.list()[0]?.validation).toContain("response mismatch");
  });

  it("stays quiet for a response that keeps its contract", async () => {
    const { app, logger } = appAnswering({ name: "ok" });
    await app.request("/api/things/7");
    expect(logger.lines.some((line) => line.msg === "CONTRACT MISMATCH")).toBe(false);
  });

  it("reads a kept answer sent brotli-compressed, and logs it when it breaks its contract", async () => {
    // Over a kilobyte, so it is sent compressed.
    const { app, logger } = appAnswering({ name: 42, padding: "x".repeat(2000) }, true);
    const res = await app.request("/api/things/7", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(logger.lines.find((line) => line.msg === "CONTRACT MISMATCH")).toMatchObject({ level: "error" });
  });
});
