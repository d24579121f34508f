import { fileURLToPath } from "node:url";
import { seedOptionsFromEnv } from "./seed/seed-options-from-env";

/** Server settings read once from the environment (architecture section 3, config.ts). */
export interface Config {
  port: number;
  /** Folder of the web build that the server also serves; absent files mean "API only". */
  webDist: string;
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
  /** Issue 5 item 7: on unless NODE_ENV=production, where DEV_CONTROLS=1 turns them on. */
  devControls: boolean;
  /** Origins besides our own allowed to write with a cookie session (comma-separated ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Issue 8 item 5: the folder import files are dropped into (IMPORT_DIR, default ./.data/imports). */
  importDir: string;
}

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return parsed;
}

/** Reads and checks the environment; a wrong value stops the start with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  return {
    port: wholeNumber("PORT", env.PORT, 8080, 65535),
    webDist: env.WEB_DIST ?? defaultWebDist,
    nodeEnv,
    dataDir: env.DATA_DIR ?? "./.data",
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    seed: seedOptionsFromEnv(env).seed,
    seedProducts: seedOptionsFromEnv(env).products,
    devControls: nodeEnv !== "production" || env.DEV_CONTROLS === "1",
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    importDir: env.IMPORT_DIR || "./.data/imports",
  };
}
