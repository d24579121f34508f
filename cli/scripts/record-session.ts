// Records a real terminal session of the CLI for docs/cli.md (npm run docs:cli:record -w @catalogue/cli): starts
// a demo server on a fresh database with the sample import files, signs in, then runs `imports run --all` and a
// role reset from a CSV file in a pseudo-terminal (util-linux `script`), so that Ink draws its live view. The
// output is written as it came, with its timing, to docs/cli/session.cast (asciinema v2) and its last screen to
// docs/cli/session.svg. Only the typing of the commands is paced; everything they print is recorded.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { screenToSvg, TerminalScreen } from "./terminal-screen";

const CLI = fileURLToPath(new URL("..", import.meta.url));
const ROOT = path.resolve(CLI, "..");
const OUT = path.join(ROOT, "docs", "cli");
const COLUMNS = 104;
const ROWS = 34;
const TYPING_MS = 35;

type CastEvent = [number, "o", string];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, scratch: string): Promise<ChildProcess> {
  const imports = path.join(scratch, "imports");
  mkdirSync(imports, { recursive: true });
  const samples = path.join(ROOT, "api-mock", "samples", "imports");
  for (const file of readdirSync(samples)) copyFileSync(path.join(samples, file), path.join(imports, file));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(ROOT, "api-mock"),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(scratch, "data"),
      IMPORT_DIR: imports,
      SEED: "1",
      SEED_PRODUCTS: "60",
      NODE_ENV: "development",
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error("the demo server did not start");
}

/** Runs one command line in a pseudo-terminal; its output goes to the cast as it arrives. */
function runInTerminal(
  command: string,
  env: NodeJS.ProcessEnv,
  emit: (data: string) => void,
): Promise<number> {
  const child = spawn("script", ["-qfec", `stty cols ${COLUMNS} rows ${ROWS}; ${command}`, "/dev/null"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.setEncoding("utf8").on("data", emit);
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 0)));
}

/** A working folder with the leavers file and `catalogue` on the PATH, signed in as the admin; returns its env. */
function prepareWorkspace(scratch: string, url: string): { work: string; env: NodeJS.ProcessEnv } {
  const work = path.join(scratch, "work");
  mkdirSync(work);
  writeFileSync(
    path.join(work, "leavers.csv"),
    "email,reason\nkey.user@catalogue.example,moved to sales\nadvanced.plus@catalogue.example,left\n" +
      "admin@catalogue.example,typo\nbasic@catalogue.example,left\n",
  );
  const bin = path.join(work, "bin");
  mkdirSync(bin);
  // `catalogue` on the PATH of the recorded shell is the built CLI, as after `npm link -w @catalogue/cli`.
  writeFileSync(
    path.join(bin, "catalogue"),
    `#!/bin/sh\nexec "${process.execPath}" "${path.join(CLI, "bin", "catalogue.js")}" "$@"\n`,
    {
      mode: 0o755,
    },
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    XDG_CONFIG_HOME: path.join(scratch, "config"),
    TERM: "xterm-256color",
    TZ: "UTC",
    FORCE_COLOR: undefined,
    NO_COLOR: undefined,
    CATALOGUE_URL: undefined,
    CATALOGUE_TOKEN: undefined,
  };
  execFileSync(path.join(bin, "catalogue"), ["login", "--demo", "admin@catalogue.example", "--url", url], {
    env,
    cwd: work,
  });
  return { work, env };
}

/** Types and runs the recorded command lines; returns the cast's events and its length in seconds. */
async function recordCommands(
  work: string,
  env: NodeJS.ProcessEnv,
): Promise<{ events: CastEvent[]; seconds: number }> {
  const events: CastEvent[] = [];
  const started = performance.now();
  const at = () => Number(((performance.now() - started) / 1000).toFixed(3));
  const emit = (data: string) => events.push([at(), "o", data]);
  const type = async (line: string) => {
    emit("\u001b[1;32m$\u001b[0m ");
    for (const char of line) {
      emit(char);
      await new Promise((resolve) => setTimeout(resolve, TYPING_MS));
    }
    emit("\r\n");
  };
  for (const line of [
    "catalogue imports run --all --interval 250",
    "catalogue users reset --from leavers.csv",
    "catalogue users reset --from leavers.csv --apply --yes",
  ]) {
    await type(line);
    await runInTerminal(`cd ${work} && ${line}`, env, emit);
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
  return { events, seconds: at() };
}

/** Writes the cast and the SVG of its last screen into docs/cli. */
function writeRecording(events: CastEvent[], seconds: number): void {
  mkdirSync(OUT, { recursive: true });
  const header = {
    version: 2,
    width: COLUMNS,
    height: ROWS,
    title: "catalogue imports run --all; catalogue users reset --from leavers.csv",
    env: { SHELL: "/bin/sh", TERM: "xterm-256color" },
  };
  const cast = [JSON.stringify(header), ...events.map((event) => JSON.stringify(event))].join("\n");
  writeFileSync(path.join(OUT, "session.cast"), `${cast}\n`);
  const screen = new TerminalScreen(COLUMNS);
  for (const [, , data] of events) screen.write(data);
  writeFileSync(path.join(OUT, "session.svg"), screenToSvg(screen, COLUMNS, header.title));
  console.log(
    `recorded ${events.length} events in ${seconds} s: docs/cli/session.cast, docs/cli/session.svg`,
  );
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [path.join(CLI, "scripts", "build.mjs")], { stdio: "inherit" });
  const scratch = mkdtempSync(path.join(tmpdir(), "catalogue-recording-"));
  const port = await freePort();
  const server = await startServer(port, scratch);
  try {
    const { work, env } = prepareWorkspace(scratch, `http://localhost:${port}`);
    const { events, seconds } = await recordCommands(work, env);
    writeRecording(events, seconds);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("close", resolve));
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
