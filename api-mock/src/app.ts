import { HttpStatus, SESSION_COOKIE } from "@catalogue/core/api";
import { ALL_CALLS } from "@catalogue/core/api/catalogue";
import { APP_VERSION } from "@catalogue/core/constants";
import { Hono } from "hono";
import type { Config } from "./config";
import { mountHealthRoutes } from "./features/health/health.routes";
import { UPLOAD_PATH } from "./features/table-imports/table-imports.routes";
import { mountApiReference } from "./http/api-reference";
import type { AppEnv } from "./http/app-env";
import { bodyLimit, DEFAULT_MAX_BODY_BYTES } from "./http/body-limit";
import { clientInfo } from "./http/client-info";
import { compressAnswers } from "./http/compress-answers";
import { createApi } from "./http/create-api";
import { handleError } from "./http/error-handler";
import { errorResponse } from "./http/error-response";
import { mountGuide } from "./http/guide-build";
import { refuseUnsafeInput } from "./http/input-guard";
import { jsonLogger, type Logger } from "./http/logger";
import { nameCoreSchemas } from "./http/named-schemas";
import { publishedDocument } from "./http/openapi-document";
import { rateLimitHeaders } from "./http/rate-limit-headers";
import { RequestHistory, requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { StorageState } from "./http/storage-state";
import { trackStorage } from "./http/track-storage";
import { mountWebBuild } from "./http/web-build";
import { type AppServices, mountServices } from "./mount-services";

/** What the app is built from: the web build, and (for the real server) the database-backed services. */
export interface AppOptions extends Pick<Config, "webDist"> {
  /** The user guide's build, served at /help/ (Config.guideDist); without it /help/ is left to the web app. */
  guideDist?: string;
  services?: AppServices;
  logger?: Logger;
  requestHistory?: RequestHistory;
}

/** Composes the whole server: the API under /api, its OpenAPI document and reference, the guide and the web build. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const logger = options.logger ?? jsonLogger();
  const history = options.requestHistory ?? options.services?.requestHistory ?? new RequestHistory();
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", clientInfo(options.services?.settings.trustedProxies ?? 0));
  app.use("*", securityHeaders());
  app.use("*", requestLog(logger, history));
  // JSON answers travel compressed when the client accepts it (an answer that declares a length under 1 kB not).
  app.use("/api/*", compressAnswers());
  // Before the body limit and the input guard, so that their refusals of a sign-in carry the budget too.
  if (options.services) app.use("/api/*", rateLimitHeaders(options.services.loginLimiter, ALL_CALLS));
  const storage = new StorageState();
  app.use("/api/*", trackStorage(storage));
  // Bodies are limited before anything reads them; the import upload streams to disk under its own limit.
  const maxBodyBytes = options.services?.settings.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  app.use(
    "/api/*",
    bodyLimit(maxBodyBytes, (c) => c.req.method === "POST" && UPLOAD_PATH.test(c.req.path)),
  );
  app.use("/api/*", refuseUnsafeInput());

  const api = createApi();
  mountHealthRoutes(api, options.services?.settings.publicDemo ?? false, storage);
  if (options.services) mountServices(api, options.services);

  nameCoreSchemas();
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "A session token from POST /login, or a personal API token (Settings, or `catalogue login`)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The browser's session cookie, set by the sign-in",
  });
  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: "Product Catalogue API",
      version: APP_VERSION,
      description:
        "Search the acute-care portfolio, keep and share product lists, see price and availability per country. Errors answer in one envelope (resultKey, fieldErrors); validation refusals are 460.",
    },
    // The clients of this API are outside the server (the web app, the CLI, scripts): it is not internal.
    servers: [{ url: "/api", "x-internal": false }],
  };
  // Built once, on the first request: every route is mounted by then and the document never changes.
  let document: object | undefined;
  api.get("/openapi.json", (c) => {
    document ??= publishedDocument(api.getOpenAPI31Document(documentConfig));
    return c.json(document);
  });
  mountApiReference(api);

  app.route("/api", api);
  // Unknown API paths must not fall through to the SPA: they answer in the error envelope.
  app.all("/api/*", (c) =>
    errorResponse(c, {
      status: HttpStatus.notFound,
      resultKey: "NOT_FOUND",
      message: `No route ${c.req.method} ${c.req.path}`,
    }),
  );
  if (options.guideDist !== undefined) mountGuide(app, options.guideDist);
  mountWebBuild(app as unknown as Hono, options.webDist);
  return app;
}
