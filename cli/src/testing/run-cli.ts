import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BIN = fileURLToPath(new URL("../../bin/catalogue.js", import.meta.url));

/** How one run of the CLI ended. */
export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Variables on top of a clean environment (no CATALOGUE_* of the machine, no colour, UTC). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Written to standard input, which is then closed (closed at once when absent). */
  readonly input?: string;
}

/** A fresh, empty config directory (XDG_CONFIG_HOME) for a test's own `catalogue login`. */
export function freshConfigHome(): string {
  return mkdtempSync(path.join(tmpdir(), "catalogue-config-"));
}

function environment(extra: CliOptions["env"] = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("CATALOGUE_") && key !== "FORCE_COLOR" && key !== "NO_COLOR") env[key] = value;
  }
  const merged: NodeJS.ProcessEnv = {
    ...env,
    NO_COLOR: "1",
    TZ: "UTC",
    XDG_CONFIG_HOME: freshConfigHome(),
    ...extra,
  };
  // A variable set to undefined is left out (a test turns NO_COLOR off that way).
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

/** Starts the built binary; the caller decides when it has seen enough (see `waitForOutput`, `finished`). */
export function startCli(args: readonly string[], options: CliOptions = {}): ChildProcess {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: environment(options.env),
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin?.end(options.input ?? "");
  return child;
}

/** Collects a started CLI's output until it exits. */
export function finished(child: ChildProcess): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Resolves once the CLI has written text matching `pattern` to stdout. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  let seen = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer | string) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        child.stdout?.off("data", onData);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.on("close", () => reject(new Error(`the CLI exited before printing ${pattern}: ${seen}`)));
  });
}

/** Runs the built `catalogue` binary with these arguments to its end. */
export function catalogue(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return finished(startCli(args, options));
}

/** The parsed JSON document of a `--json` run. */
export function jsonOf<T = unknown>(result: CliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${result.code}): ${result.stdout}\n${result.stderr}`);
  }
}
