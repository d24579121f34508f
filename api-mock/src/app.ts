import { HttpStatus } from "@catalogue/core/api";
import { APP_VERSION } from "@catalogue/core/constants";
import { swaggerUI } from "@hono/swagger-ui";
import { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { Config } from "./config";
import { mountHealthRoutes } from "./features/health/health.routes";
import { errorResponse } from "./http/error-response";
import { mountWebBuild } from "./http/web-build";

/** Composes the whole server: the API under /api, its OpenAPI document and reference, and the web build. */
export function createApp(config: Pick<Config, "webDist">): Hono {
  const api = new OpenAPIHono();
  mountHealthRoutes(api);

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Product Catalogue API", version: APP_VERSION },
    servers: [{ url: "/api" }],
  });
  api.get("/docs", swaggerUI({ url: "/api/openapi.json" }));

  const app = new Hono();
  app.route("/api", api);
  // Unknown API paths must not fall through to the SPA: they answer in the error envelope.
  app.all("/api/*", (c) =>
    errorResponse(c, {
      status: HttpStatus.notFound,
      resultKey: "NOT_FOUND",
      message: `No route ${c.req.method} ${c.req.path}`,
    }),
  );
  mountWebBuild(app, config.webDist);
  return app;
}
