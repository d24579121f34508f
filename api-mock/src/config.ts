import { fileURLToPath } from "node:url";
import {
  defaultExportPoolSize,
  EXPORTS_WAITING_PER_WORKER,
  type ExportPoolSize,
} from "./exports/export-pool";
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_UPLOAD_BYTES } from "./http/body-limit";
import { DEFAULT_TIMEOUTS } from "./http/listen";
import { DEFAULT_NIGHTLY_TIME, type NightlyTime, parseNightlyTime } from "./jobs/nightly-scheduler";
import { seedOptionsFromEnv } from "./seed/seed-options-from-env";

/**
 * How people sign in. `demo`: the identity page lists the demo users and the developer controls are on (for a
 * machine of one's own). `production`: sign-in through an OpenID Connect provider, no developer controls.
 */
export type Mode = "demo" | "production";

/** The OpenID Connect provider production mode signs in through. */
export interface OidcSettings {
  /** The issuer URL; its `/.well-known/openid-configuration` is read on the first sign-in. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Server settings read once from the environment (architecture section 3, config.ts). */
export interface Config {
  /** The address to listen on: loopback unless HOST says otherwise. */
  host: string;
  port: number;
  mode: Mode;
  /** Demo mode on an address others can reach (the operator said so with DEMO_ON_PUBLIC_HOST=yes): every page says so. */
  publicDemo: boolean;
  /** The address people reach the app at; every absolute link the server writes starts with it, never with `Host`. */
  publicUrl: string;
  /** Set in production mode. */
  oidc: OidcSettings | undefined;
  /** Folder of the web build that the server also serves; absent files mean "API only". */
  webDist: string;
  /** Folder of the user guide's build (GUIDE_DIST), served at /help/. */
  guideDist: string;
  nodeEnv: string;
  /** Where the embedded PGlite keeps its files, and where a generated session secret is kept. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** Signs session tokens; generated and kept in DATA_DIR when unset (set it when several instances run). */
  sessionSecret: string | undefined;
  /** Outbound mail server. Read, not used yet: every mail goes to the outbox table (GET /api/__dev/outbox). */
  smtpUrl: string | undefined;
  seed: number;
  seedProducts: number;
  /** Origins besides our own allowed to write with a cookie session (comma-separated ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** The folder import files are dropped into (IMPORT_DIR, default ./.data/imports). */
  importDir: string;
  /** When the nightly import runs each day, UTC (NIGHTLY_IMPORT_TIME as HH:MM, default 02:00). */
  nightlyImportTime: NightlyTime;
  /** Proxies in front that append to X-Forwarded-For (TRUST_PROXY: yes is 1, a number, or unset for none). */
  trustedProxies: number;
  /** The largest JSON or form body read (MAX_BODY_BYTES, default 1 MiB). */
  maxBodyBytes: number;
  /** The largest table import upload (MAX_UPLOAD_BYTES, default 20 MiB), streamed to disk. */
  maxUploadBytes: number;
  /** The longest a client may take to send a whole request (REQUEST_TIMEOUT_MS, default 60 s). */
  requestTimeoutMs: number;
  /** Export renderer threads and how many exports may wait for one (EXPORT_WORKERS, EXPORT_QUEUE_LIMIT). */
  exportPool: ExportPoolSize;
}

/** A start refused because of its settings; server.ts prints the message alone, without a stack. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const defaultGuideDist = fileURLToPath(new URL("../../docs/dist/help", import.meta.url));

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
  min = 0,
): number {
  const parsed = Number(value || fallback);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function nightlyTime(value: string | undefined): NightlyTime {
  if (value === undefined || value.trim() === "") return DEFAULT_NIGHTLY_TIME;
  const time = parseNightlyTime(value);
  if (!time)
    throw new ConfigError(`NIGHTLY_IMPORT_TIME must be a UTC time HH:MM from 00:00 to 23:59, got "${value}"`);
  return time;
}

/** A yes/no setting: unset or empty is no; anything but yes/no (or 1/0, true/false) stops the start. */
function yesNo(name: string, value: string | undefined): boolean {
  const normalised = (value ?? "").trim().toLowerCase();
  if (["", "no", "0", "false"].includes(normalised)) return false;
  if (["yes", "1", "true"].includes(normalised)) return true;
  throw new ConfigError(`${name} must be yes or no, got "${value}"`);
}

/** TRUST_PROXY: unset or no trusts no forwarding header; yes trusts one proxy; a number that many in a row. */
function trustedProxiesOf(value: string | undefined): number {
  const normalised = (value ?? "").trim().toLowerCase();
  if (/^\d+$/.test(normalised) && Number(normalised) <= 10) return Number(normalised);
  return yesNo("TRUST_PROXY", value) ? 1 : 0;
}

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1 and localhost. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

/** CATALOGUE_MODE, not MODE: Vite and Vitest set MODE for their own purpose. */
function modeOf(env: NodeJS.ProcessEnv): Mode {
  const mode = env.CATALOGUE_MODE || (env.NODE_ENV === "production" ? "production" : "demo");
  if (mode !== "demo" && mode !== "production") {
    throw new ConfigError(`CATALOGUE_MODE must be demo or production, got "${mode}"`);
  }
  return mode;
}

/** PUBLIC_URL as an origin (scheme, host, port) without a trailing slash; a path or a query is refused. */
function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute http(s) URL such as https://catalogue.example.com, got "${value}"`,
    );
  }
  if (
    (url.protocol !== "https:" && url.protocol !== "http:") ||
    url.pathname !== "/" ||
    url.search ||
    url.hash
  ) {
    throw new ConfigError(
      `PUBLIC_URL must be an origin such as https://catalogue.example.com (no path), got "${value}"`,
    );
  }
  return url.origin;
}

function oidcOf(env: NodeJS.ProcessEnv): OidcSettings {
  const missing = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "PUBLIC_URL"].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Production mode signs in through an OpenID Connect provider: set ${missing.join(", ")} ` +
        "(see docs/operations/running-for-real.md), or run the demo with CATALOGUE_MODE=demo.",
    );
  }
  return {
    issuer: env.OIDC_ISSUER as string,
    clientId: env.OIDC_CLIENT_ID as string,
    clientSecret: env.OIDC_CLIENT_SECRET as string,
  };
}

/** Reads and checks the environment; a wrong or unsafe value stops the start with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  const host = env.HOST || "127.0.0.1";
  const port = wholeNumber("PORT", env.PORT, 8080, 65535);
  const mode = modeOf(env);
  const loopback = isLoopback(host);
  const demoOnPublicHost = yesNo("DEMO_ON_PUBLIC_HOST", env.DEMO_ON_PUBLIC_HOST);
  if (mode === "demo" && !loopback && !demoOnPublicHost) {
    throw new ConfigError(
      `Refusing to start: demo mode lets anyone who reaches the server sign in as any demo user, the admin ` +
        `included, and HOST=${host} is reachable from other machines. Listen on 127.0.0.1 (unset HOST), run ` +
        `CATALOGUE_MODE=production with an OpenID Connect provider, or, for a demo others may use, set DEMO_ON_PUBLIC_HOST=yes.`,
    );
  }
  if (!env.PUBLIC_URL && !loopback) {
    throw new ConfigError(
      `PUBLIC_URL must be set when HOST=${host} is reachable from other machines: links in mails and answers ` +
        "are built from it (for example PUBLIC_URL=https://catalogue.example.com).",
    );
  }
  return {
    host,
    port,
    mode,
    publicDemo: mode === "demo" && !loopback,
    publicUrl: publicUrlOf(env.PUBLIC_URL || `http://localhost:${port}`),
    oidc: mode === "production" ? oidcOf(env) : undefined,
    webDist: env.WEB_DIST ?? defaultWebDist,
    guideDist: env.GUIDE_DIST ?? defaultGuideDist,
    nodeEnv,
    dataDir: env.DATA_DIR ?? "./.data",
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    seed: seedOptionsFromEnv(env).seed,
    seedProducts: seedOptionsFromEnv(env).products,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    importDir: env.IMPORT_DIR || "./.data/imports",
    nightlyImportTime: nightlyTime(env.NIGHTLY_IMPORT_TIME),
    trustedProxies: trustedProxiesOf(env.TRUST_PROXY),
    maxBodyBytes: wholeNumber("MAX_BODY_BYTES", env.MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES, 2 ** 30, 1024),
    maxUploadBytes: wholeNumber(
      "MAX_UPLOAD_BYTES",
      env.MAX_UPLOAD_BYTES,
      DEFAULT_MAX_UPLOAD_BYTES,
      2 ** 32,
      1024,
    ),
    requestTimeoutMs: wholeNumber(
      "REQUEST_TIMEOUT_MS",
      env.REQUEST_TIMEOUT_MS,
      DEFAULT_TIMEOUTS.requestTimeoutMs,
      3_600_000,
      1_000,
    ),
    exportPool: exportPoolOf(env),
  };
}

/** Defaults: one renderer per core but one (that one answers requests), a few waiting exports per renderer. */
function exportPoolOf(env: NodeJS.ProcessEnv): ExportPoolSize {
  const defaults = defaultExportPoolSize();
  const workers = wholeNumber("EXPORT_WORKERS", env.EXPORT_WORKERS, defaults.workers, 64, 1);
  return {
    workers,
    queueLimit: wholeNumber(
      "EXPORT_QUEUE_LIMIT",
      env.EXPORT_QUEUE_LIMIT,
      workers * EXPORTS_WAITING_PER_WORKER,
      10_000,
    ),
  };
}
