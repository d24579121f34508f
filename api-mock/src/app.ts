import { HttpStatus } from "@catalogue/core/api";
import { APP_VERSION } from "@catalogue/core/constants";
import { swaggerUI } from "@hono/swagger-ui";
import { Hono } from "hono";
import type { Config } from "./config";
import { mountHealthRoutes } from "./features/health/health.routes";
import type { AppEnv } from "./http/app-env";
import { createApi } from "./http/create-api";
import { handleError } from "./http/error-handler";
import { errorResponse } from "./http/error-response";
import { jsonLogger, type Logger } from "./http/logger";
import { RequestHistory, requestLog } from "./http/request-log";
import { securityHeaders, withScriptNonce } from "./http/security-headers";
import { mountWebBuild } from "./http/web-build";
import { type AppServices, mountServices } from "./mount-services";

/** What the app is built from: the web build, and (for the real server) the database-backed services. */
export interface AppOptions extends Pick<Config, "webDist"> {
  services?: AppServices;
  logger?: Logger;
  requestHistory?: RequestHistory;
}

/** Composes the whole server: the API under /api, its OpenAPI document and reference, and the web build. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const logger = options.logger ?? jsonLogger();
  const history = options.requestHistory ?? options.services?.requestHistory ?? new RequestHistory();
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", securityHeaders());
  app.use("*", requestLog(logger, history));

  const api = createApi();
  mountHealthRoutes(api);
  if (options.services) mountServices(api, options.services);

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Product Catalogue API", version: APP_VERSION },
    servers: [{ url: "/api" }],
  });
  const docsPage = swaggerUI({ url: "/api/openapi.json" });
  api.get("/docs", async (c, next) => {
    const page = (await docsPage(c as unknown as Parameters<typeof docsPage>[0], next)) as Response;
    return withScriptNonce(page, c.get("cspNonce") ?? "");
  });

  app.route("/api", api);
  // Unknown API paths must not fall through to the SPA: they answer in the error envelope.
  app.all("/api/*", (c) =>
    errorResponse(c, {
      status: HttpStatus.notFound,
      resultKey: "NOT_FOUND",
      message: `No route ${c.req.method} ${c.req.path}`,
    }),
  );
  mountWebBuild(app as unknown as Hono, options.webDist);
  return app;
}
