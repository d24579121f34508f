import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/**
 * The product's typed client against an app in this process: the same requests the web and the CLI send,
 * answered by `app.request` without a socket. No retries, so a test sees the first answer.
 */
export function clientConfigFor(app: Hono<AppEnv>, token?: string): ClientConfig {
  return {
    baseUrl: "http://catalogue.test/api",
    fetch: ((url: string, init?: RequestInit) => app.request(url, init)) as typeof fetch,
    bearerToken: () => token,
    retries: 0,
  };
}

/** Calls one entry as the user of `token`; resolves with the parsed answer or rejects with the CallFailure. */
export function callAs<E extends AnyCall>(
  app: Hono<AppEnv>,
  token: string | undefined,
  entry: E,
  input: CallInput<E>,
): Promise<CallOutput<E>> {
  return runCall(clientConfigFor(app, token), entry, input);
}
