import { fileURLToPath } from "node:url";

/** Server settings read once from the environment (architecture section 3, config.ts). */
export interface Config {
  port: number;
  /** Folder of the web build that the server also serves; absent files mean "API only". */
  webDist: string;
  nodeEnv: string;
}

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    port,
    webDist: env.WEB_DIST ?? defaultWebDist,
    nodeEnv: env.NODE_ENV ?? "development",
  };
}
