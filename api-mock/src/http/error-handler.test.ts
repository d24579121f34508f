import { ErrorEnvelope } from "@catalogue/core/api";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import {
  businessRule,
  DomainError,
  forbidden,
  resourceNotFound,
  staleVersion,
  unauthorized,
  validationFailed,
} from "./domain-error";
import { handleError } from "./error-handler";
import { memoryLogger } from "./logger";
import { RequestHistory, requestLog } from "./request-log";

function appThrowing(error: unknown) {
  const logger = memoryLogger();
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", requestLog(logger, new RequestHistory()));
  app.get("/api/x", () => {
    throw error;
  });
  return { app, logger };
}

describe("the error handler", () => {
  it("answers a number out of a column's range (PostgreSQL 22003, wrapped by the query) with 460", async () => {
    const driverError = Object.assign(new Error("value out of range for type integer"), { code: "22003" });
    const { app, logger } = appThrowing(new Error("Failed query: select 1", { cause: driverError }));
    const res = await app.request("/api/x");
    expect(res.status).toBe(460);
    expect(ErrorEnvelope.parse(await res.json()).resultKey).toBe("VALIDATION_FAILED");
    expect(logger.lines.find((line) => line.msg === "unexpected fault")).toBeUndefined();
  });

  it("answers an unexpected fault with 500, a logged correlation id and no stack", async () => {
    const { app, logger } = appThrowing(new Error("database on fire"));
    const res = await app.request("/api/x");
    expect(res.status).toBe(500);
    const text = await res.text();
    const body = ErrorEnvelope.parse(JSON.parse(text));
    expect(body.resultKey).toBe("INTERNAL_ERROR");
    expect(text).not.toContain("database on fire");
    expect(text).not.toContain("at ");
    const logged = logger.lines.find((line) => line.msg === "unexpected fault");
    expect(logged?.correlationId).toBe(body.correlationId);
    expect(String(logged?.stack)).toContain("database on fire");
  });

  it.each([
    [unauthorized(), 401, "UNAUTHORIZED"],
    [forbidden("no"), 403, "FORBIDDEN"],
    [businessRule("DRAFT_TAKEN", "taken"), 409, "DRAFT_TAKEN"],
    [staleVersion("The list"), 428, "OPTIMISTIC_LOCK"],
    [validationFailed([{ field: "title", messageKey: "validation.required" }]), 460, "VALIDATION_FAILED"],
    [resourceNotFound("List"), 464, "RESOURCE_NOT_FOUND"],
    [
      new DomainError({ kind: "rateLimited", retryAfterSeconds: 7, message: "slow down" }),
      429,
      "RATE_LIMITED",
    ],
  ])("maps %o to its status and result key", async (error, status, resultKey) => {
    const { app } = appThrowing(error);
    const res = await app.request("/api/x");
    expect(res.status).toBe(status);
    expect(ErrorEnvelope.parse(await res.json()).resultKey).toBe(resultKey);
  });

  it("sends Retry-After with a 429", async () => {
    const { app } = appThrowing(
      new DomainError({ kind: "rateLimited", retryAfterSeconds: 7, message: "slow down" }),
    );
    expect((await app.request("/api/x")).headers.get("retry-after")).toBe("7");
  });
});
