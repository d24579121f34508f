import type { GlobalOptions } from "../cli-spec/command-spec";
import { UserError } from "../errors";
import { ExitCode } from "../exit-codes";
import { type CliConfig, readConfig } from "./config-store";

/** Where a fresh checkout's server listens (`npm start`). */
export const DEFAULT_URL = "http://localhost:8080";

/** The server a command talks to and the token it signs in with. */
export interface ServerSettings {
  /** The server's base URL, without a trailing slash (the API is under `/api`). */
  readonly url: string;
  readonly token: string | undefined;
  /** Where the token came from: CATALOGUE_TOKEN, or the config of `catalogue login`. */
  readonly tokenFrom: "environment" | "config" | undefined;
}

/** A base URL as the CLI keeps it: http or https, no trailing slash; anything else is wrong usage. */
export function normaliseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UserError(
      `"${text}" is not a URL: give the server's address, e.g. ${DEFAULT_URL}`,
      ExitCode.usage,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UserError(`"${text}" is not an http or https URL`, ExitCode.usage);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/**
 * The URL: --url, else CATALOGUE_URL, else the server of the last login, else the local default. The token:
 * CATALOGUE_TOKEN, else the one stored for that very URL (a token is never sent to another server).
 */
export function resolveServer(
  globals: GlobalOptions,
  env: NodeJS.ProcessEnv = process.env,
  config: CliConfig = readConfig(env),
): ServerSettings {
  const url = normaliseUrl(globals.url ?? (env.CATALOGUE_URL || config.current || DEFAULT_URL));
  if (env.CATALOGUE_TOKEN) return { url, token: env.CATALOGUE_TOKEN.trim(), tokenFrom: "environment" };
  const stored = config.servers[url]?.token;
  return { url, token: stored, tokenFrom: stored ? "config" : undefined };
}
