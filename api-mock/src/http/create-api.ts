import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { handleError, handleNotFound } from "./error-handler";
import { validationHook } from "./validation-hook";

/** Architecture 3: the API app type every feature mounts its routes on. */
export type Api = OpenAPIHono<AppEnv>;

/** Architecture 3: an OpenAPIHono whose contract failures answer 460 and whose errors answer the envelope. */
export function createApi(): Api {
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  api.onError(handleError);
  api.notFound(handleNotFound);
  return api;
}
