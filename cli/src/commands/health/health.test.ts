import { createServer } from "node:http";
import { APP_VERSION } from "@catalogue/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, jsonOf } from "../../testing/run-cli";

let server: CliTestServer;
beforeAll(async () => {
  server = await startCliTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A port nothing listens on: one a server had a moment ago. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

describe("catalogue health", () => {
  it("prints the server's version for people", async () => {
    const result = await catalogue(["health", "--url", server.url]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${server.url} is up, version ${APP_VERSION}`);
  });

  it("prints the documented JSON for scripts", async () => {
    const result = await catalogue(["health", "--url", server.url, "--json"]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toEqual({
      url: server.url,
      status: "ok",
      version: APP_VERSION,
      publicDemo: false,
      storage: { writable: true },
    });
  });

  it("colours its output when asked (FORCE_COLOR), and never with NO_COLOR", async () => {
    const coloured = await catalogue(["health", "--url", server.url], {
      env: { NO_COLOR: undefined, FORCE_COLOR: "1" },
    });
    const plain = await catalogue(["health", "--url", server.url], {
      env: { NO_COLOR: "1", FORCE_COLOR: "1" },
    });
    expect(coloured.stdout).toContain("\u001b[");
    expect(plain.stdout).not.toContain("\u001b[");
    expect(plain.stdout).toContain("is up");
  });

  it("takes the URL from CATALOGUE_URL", async () => {
    const result = await catalogue(["health", "--json"], { env: { CATALOGUE_URL: server.url } });
    expect(jsonOf(result)).toMatchObject({ url: server.url });
  });

  it("exits 69 with one line and no stack trace when the server is unreachable", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const result = await catalogue(["health", "--url", url]);
    expect(result.code).toBe(69);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining(`cannot reach ${url}`)]);
    expect(result.stderr).not.toMatch(/\s+at\s/);
  });

  it("exits 69, not 70, when the URL answers but is no catalogue server", async () => {
    const other = createServer((_request, response) => response.writeHead(404).end("<html>nope</html>"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const address = other.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const result = await catalogue(["health", "--url", url]);
    await new Promise<void>((resolve) => other.close(() => resolve()));
    expect(result.code).toBe(69);
    expect(result.stderr).toContain("does not answer like a Product Catalogue server");
    expect(result.stderr).not.toContain("bug");
  });

  it("exits 69 when the URL's path leads to the web app instead of the API", async () => {
    const result = await catalogue(["health", "--url", `${server.url}/somewhere`]);
    expect(result.code).toBe(69);
    expect(result.stderr).toMatch(
      /does not answer like a Product Catalogue server|without a catalogue answer/,
    );
  });

  it("calls a URL that is no URL wrong usage (2)", async () => {
    const result = await catalogue(["health", "--url", "localhost:8080"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("is not an http or https URL");
  });
});

describe("catalogue itself", () => {
  it("prints its version", async () => {
    const result = await catalogue(["--version"]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(APP_VERSION);
  });

  it("lists its commands with --help, and with no arguments at all", async () => {
    for (const args of [["--help"], []]) {
      const result = await catalogue(args);
      expect(result.code).toBe(0);
      for (const command of [
        "login",
        "imports",
        "users",
        "partners",
        "countries",
        "availability",
        "stats",
        "completion",
      ])
        expect(result.stdout).toContain(command);
    }
  });

  it("shows a command's examples and JSON shape in its --help", async () => {
    const result = await catalogue(["users", "reset", "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("$ catalogue users reset --from leavers.csv --apply --yes");
    expect(result.stdout).toContain("With --json:");
    expect(result.stdout).toContain("--yes");
    expect(result.stdout).toContain("--json");
  });

  it("exits 2 on wrong usage: an unknown command, option or choice", async () => {
    for (const args of [["frobnicate"], ["users", "list", "--colour"], ["imports", "run", "nosuchtable"]]) {
      const result = await catalogue(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(/error/);
    }
  });
});
