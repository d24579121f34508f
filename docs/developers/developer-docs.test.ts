import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ALL_CALLS } from "@catalogue/core/api/catalogue";
import { GUIDE_PATH } from "@catalogue/core/constants";
import { describe, expect, it } from "vitest";
import { fencedCommands } from "./fenced-commands";

// The developer pages stay current: every command in their shell blocks names a script, a Vitest project or a file
// that exists, every repository path they name exists, and every address of the local server is one it serves.
// (The links between pages are checked for the whole repository by docs/links.test.ts.)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const HERE = path.join(ROOT, "docs", "developers");
const PAGES = readdirSync(HERE).filter((file) => file.endsWith(".md"));

type Manifest = { name?: string; scripts?: Record<string, string>; workspaces?: string[] };
const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(ROOT, folder, "package.json"), "utf8")) as Manifest;
const rootManifest = manifest(".");
const workspaces = new Map(
  (rootManifest.workspaces ?? []).map((folder) => {
    const own = manifest(folder);
    return [own.name ?? folder, own.scripts ?? {}] as const;
  }),
);
// The Vitest projects' names: the root config lists most, the web app's come from its own file.
const vitestConfig = ["vitest.config.ts", "web/vitest.projects.ts"]
  .map((file) => readFileSync(path.join(ROOT, file), "utf8"))
  .join("\n");
/** Whether a `--project` filter names a project, or with a trailing `*` (Vitest's wildcard) starts one's name. */
const isVitestProject = (filter: string) =>
  filter.endsWith("*")
    ? vitestConfig.includes(`"${filter.slice(0, -1)}`)
    : vitestConfig.includes(`"${filter}"`);

/** Why a command of a page is stale, or null when everything it names exists. */
function commandProblem(command: string): string | null {
  const words = command.split(/\s+/).filter((word) => !/^[A-Z_]+=/.test(word));
  const [tool, verb, ...rest] = words;
  const missingPath = rest.find(
    (word) => !word.startsWith("-") && /[/.]/.test(word) && !existsSync(path.join(ROOT, word)),
  );
  if (tool === "npm") {
    if (verb === "ci" || verb === "install") return null;
    const script = verb === "run" ? rest[0] : verb;
    const workspace = words[words.indexOf("-w") + 1];
    const scripts = words.includes("-w") ? workspaces.get(workspace ?? "") : rootManifest.scripts;
    if (!scripts) return `no workspace ${workspace}`;
    return script && scripts[script]
      ? null
      : `no script "${script}" in ${workspace ?? "the root package.json"}`;
  }
  if (tool === "npx" && verb === "vitest") {
    const unknown = words
      .flatMap((word, at) => (word === "--project" ? [(words[at + 1] ?? "").replace(/^"|"$/g, "")] : []))
      .find((project) => !isVitestProject(project));
    if (unknown !== undefined) return `no Vitest project ${unknown}`;
    return missingPath ? `no file ${missingPath}` : null;
  }
  if (tool === "npx" && verb === "playwright") return missingPath ? `no file ${missingPath}` : null;
  return `a command this check does not know: ${tool}`;
}

/**
 * What the build and the server write (ignored by git): a page may name them, but a fresh clone does not hold
 * them until something has run.
 */
const GENERATED = /^(web\/dist|api-mock\/dist|api-mock\/\.data|stories\/storybook-static|test-results)(\/|$)/;

/** Paths of the repository written in code spans, such as `web/src/app/screen-modules.ts`. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  return spans.filter(
    (span) => /^(core|api-mock|web|cli|stories|docs)\/[^\s<>*]+$/.test(span) && !GENERATED.test(span),
  );
}

/** Paths the local server answers besides the calls: the app, the API reference and document, the guide. */
const SERVED = new Set(["/", "/api/docs", "/api/openapi.json", GUIDE_PATH]);
const callPaths = ALL_CALLS.map((entry) => `/api${entry.path}`);

describe.each(PAGES)("docs/developers/%s", (page) => {
  const text = readFileSync(path.join(HERE, page), "utf8");

  it("names only scripts, projects and files that exist in its commands", () => {
    const stale = fencedCommands(text).flatMap((command) => {
      const problem = commandProblem(command);
      return problem ? [`${command}: ${problem}`] : [];
    });
    expect(stale).toEqual([]);
  });

  it("names only repository paths that exist", () => {
    expect(
      namedPaths(text).filter((named) => !existsSync(path.join(ROOT, named.replace(/:\d+$/, "")))),
    ).toEqual([]);
  });

  it("gives only addresses the local server serves", () => {
    const addresses = [...text.matchAll(/http:\/\/localhost:8080(\/[^\s)`|,]*)?/g)].map(
      (match) => match[1] ?? "/",
    );
    expect(addresses.filter((address) => !SERVED.has(address) && !callPaths.includes(address))).toEqual([]);
  });
});

describe("the developer pages", () => {
  it("cover getting started, the architecture, the API reference and adding a call, a screen and a locale", () => {
    expect(PAGES).toEqual(
      expect.arrayContaining(["getting-started.md", "add-a-call.md", "add-a-screen.md", "add-a-locale.md"]),
    );
    const start = readFileSync(path.join(HERE, "getting-started.md"), "utf8");
    expect(start).toContain("](../architecture.md)");
    expect(start).toContain("http://localhost:8080/api/docs");
  });

  it("find stale commands (the check can fail)", () => {
    expect(commandProblem("npm run no-such-script -w @catalogue/web")).toMatch(/no script/);
    expect(commandProblem("npx vitest run core/src/gone.test.ts")).toMatch(/no file/);
    expect(commandProblem("npx vitest run --project nowhere")).toMatch(/no Vitest project/);
    expect(commandProblem("make all")).toMatch(/does not know/);
    expect(commandProblem("npm run build -w @catalogue/docs")).toBeNull();
  });
});
