import { HealthResponse } from "@catalogue/core/api";
import { APP_VERSION } from "@catalogue/core/constants";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and the running version",
  responses: {
    200: { description: "The server is up", content: { "application/json": { schema: HealthResponse } } },
  },
});

export function mountHealthRoutes(api: OpenAPIHono): void {
  api.openapi(healthRoute, (c) => c.json({ status: "ok" as const, version: APP_VERSION }, 200));
}
