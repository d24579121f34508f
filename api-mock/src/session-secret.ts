import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomSecret } from "./features/auth/session-token";

/**
 * SESSION_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so that
 * sessions survive a restart. Several instances must share SESSION_SECRET.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomSecret(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
