import { HealthResponse } from "@catalogue/core/api";
import { APP_VERSION } from "@catalogue/core/constants";
import { createRoute } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and the running version",
  responses: {
    200: { description: "The server is up", content: { "application/json": { schema: HealthResponse } } },
  },
});

/** Architecture 3: the liveness route, open without a session. */
export function mountHealthRoutes(api: Api): void {
  api.openapi(healthRoute, (c) => c.json({ status: "ok" as const, version: APP_VERSION }, 200));
}
