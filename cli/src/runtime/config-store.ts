import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { UserError } from "../errors";
import { ExitCode } from "../exit-codes";

/** The account a token of one server belongs to (shown by `whoami` without asking the server). */
export interface StoredUser {
  readonly id: number;
  readonly email: string;
  readonly name: string;
}

/** What the CLI keeps for one server: its API token and whose it is. */
export interface StoredServer {
  readonly token: string;
  readonly user: StoredUser;
}

/** The CLI's config file: the server of the last login, and a token per server URL. */
export interface CliConfig {
  readonly current?: string;
  readonly servers: Readonly<Record<string, StoredServer>>;
}

/** `$XDG_CONFIG_HOME/catalogue/config.json`, else `~/.config/catalogue/config.json`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || homedir(), ".config");
  return path.join(base, "catalogue", "config.json");
}

/** The stored config; none yet gives an empty one. A damaged file is the user's to fix (exit 1). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): CliConfig {
  const file = configPath(env);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { servers: {} };
  }
  try {
    const parsed = JSON.parse(text) as Partial<CliConfig>;
    return { current: parsed.current, servers: parsed.servers ?? {} };
  } catch {
    throw new UserError(
      `${file} is not valid JSON: fix it, or delete it and sign in again`,
      ExitCode.refused,
    );
  }
}

/**
 * Writes the config readable by its owner only (0600, in a 0700 folder): it holds API tokens. Written to a
 * temporary file first, so an interrupted write never leaves half a file.
 */
export function writeConfig(config: CliConfig, env: NodeJS.ProcessEnv = process.env): void {
  const file = configPath(env);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
