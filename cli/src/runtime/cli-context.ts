import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { type CallFailure, type ClientConfig, isCallFailure, runCall } from "@catalogue/core/api/client";
import { APP_VERSION } from "@catalogue/core/constants";
import type { GlobalOptions } from "../cli-spec/command-spec";
import { UserError } from "../errors";
import { failureToUserError } from "./failure-message";
import { Output } from "./output";
import { resolveServer, type ServerSettings } from "./server-settings";

/** How a command names what a call looks up and the fields it sends (for the messages of failures). */
export interface CallOptions {
  readonly subject?: string;
  readonly fieldLabels?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Another token than the stored one (login checks a new token before keeping it). */
  readonly token?: string;
  /** The command's own words for some failures (the exit code stays the one of the failure). */
  readonly messages?: Partial<Record<CallFailure["_tag"], string>>;
}

/** What every command works with: the server and token, the output, and calls through core's typed client. */
export interface CliContext {
  readonly server: ServerSettings;
  readonly out: Output;
  readonly globals: GlobalOptions;
  /** Calls one catalogue entry; a failure becomes a UserError that says what to do, with its exit code. */
  call<E extends AnyCall>(entry: E, input: CallInput<E>, options?: CallOptions): Promise<CallOutput<E>>;
}

/** The typed client's settings for a server: `<url>/api`, the token asked per call, the CLI as user agent. */
export function clientConfig(url: string, token: () => string | undefined, env = process.env): ClientConfig {
  const timeout = Number(env.CATALOGUE_TIMEOUT_MS);
  return {
    baseUrl: `${url}/api`,
    bearerToken: token,
    headers: { "User-Agent": `catalogue-cli/${APP_VERSION}` },
    retryDelayMs: 200,
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}

export function createContext(globals: GlobalOptions, env: NodeJS.ProcessEnv = process.env): CliContext {
  const server = resolveServer(globals, env);
  const out = new Output({ json: globals.json === true, quiet: globals.quiet === true });
  return {
    server,
    out,
    globals,
    async call(entry, input, options = {}) {
      const token = options.token ?? server.token;
      if (entry.access !== "public" && !token) {
        throw new UserError(
          `not signed in to ${server.url}: sign in first: catalogue login --url ${server.url} (or set CATALOGUE_TOKEN)`,
        );
      }
      try {
        return await runCall(
          clientConfig(server.url, () => token, env),
          entry,
          input,
          {
            signal: options.signal,
          },
        );
      } catch (error) {
        if (!isCallFailure(error)) throw error;
        const mapped = failureToUserError(error, {
          url: server.url,
          entry,
          signedIn: token !== undefined,
          subject: options.subject,
          fieldLabels: options.fieldLabels,
        });
        const own = options.messages?.[error._tag];
        throw own ? new UserError(own, mapped.exitCode, mapped.failure) : mapped;
      }
    },
  };
}
