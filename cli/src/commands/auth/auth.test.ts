import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { apiTokenCalls } from "@catalogue/core/api/catalogue/calls/api-tokens.calls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, freshConfigHome, jsonOf } from "../../testing/run-cli";

let server: CliTestServer;
beforeAll(async () => {
  server = await startCliTestServer();
});
afterAll(async () => {
  await server.close();
});

const configFile = (home: string) => path.join(home, "catalogue", "config.json");

describe("catalogue login", () => {
  it("checks a token given on standard input, keeps it readable by the user only, and says who signed in", async () => {
    const home = freshConfigHome();
    const token = await server.tokenFor("key.user@catalogue.example");

    const result = await catalogue(["login", "--url", server.url], {
      input: `${token}\n`,
      env: { XDG_CONFIG_HOME: home },
    });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Signed in to ${server.url} as Karl Keyuser <key.user@catalogue.example> (KEY_USER)`,
    );
    expect(statSync(configFile(home)).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(configFile(home))).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(readFileSync(configFile(home), "utf8"));
    expect(stored).toMatchObject({ current: server.url, servers: { [server.url]: { token } } });
  });

  it("prints the documented JSON with --token", async () => {
    const token = await server.tokenFor("admin@catalogue.example");
    const result = await catalogue(["login", "--url", server.url, "--token", token, "--json"]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toEqual({
      url: server.url,
      user: {
        id: expect.any(Number),
        email: "admin@catalogue.example",
        name: "Ada Admin",
        role: "ADMIN",
        admin: true,
      },
    });
  });

  it("refuses a token the server does not know (exit 1) and keeps nothing", async () => {
    const home = freshConfigHome();
    const result = await catalogue(["login", "--url", server.url, "--token", `cat_${"x".repeat(43)}`], {
      env: { XDG_CONFIG_HOME: home },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("did not accept this token");
    expect(() => statSync(configFile(home))).toThrow();
  });

  it("refuses an empty standard input as wrong usage", async () => {
    const result = await catalogue(["login", "--url", server.url], { input: "\n" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no token given");
  });

  it("signs in as a demo user without a browser (--demo), with an API token of its own", async () => {
    const home = freshConfigHome();
    const result = await catalogue(["login", "--demo", "basic@catalogue.example", "--url", server.url], {
      env: { XDG_CONFIG_HOME: home },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("as Bruno Basic <basic@catalogue.example>");
    const { servers } = JSON.parse(readFileSync(configFile(home), "utf8"));
    const token: string = servers[server.url].token;
    expect(token).toMatch(/^cat_/);
    const listed = await server.call(token, apiTokenCalls.list, {});
    expect(listed.find((each) => each.current)?.name).toMatch(/^catalogue CLI on /);
  });

  it("says when a demo user does not exist (exit 3)", async () => {
    const result = await catalogue(["login", "--demo", "nobody@catalogue.example", "--url", server.url]);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("has no demo user nobody@catalogue.example");
  });
});

describe("catalogue whoami", () => {
  it("answers from the stored login, for people and for scripts", async () => {
    const home = freshConfigHome();
    const env = { XDG_CONFIG_HOME: home };
    await catalogue(
      ["login", "--url", server.url, "--token", await server.tokenFor("key.user@catalogue.example")],
      { env },
    );

    const human = await catalogue(["whoami"], { env });
    const json = await catalogue(["whoami", "--json"], { env });

    expect(human.code).toBe(0);
    expect(human.stdout).toContain("Karl Keyuser <key.user@catalogue.example> (KEY_USER)");
    expect(human.stdout).toContain("KEY_USER in DE");
    expect(human.stdout).toContain("stored by catalogue login");
    expect(jsonOf(json)).toEqual({
      url: server.url,
      user: {
        id: expect.any(Number),
        email: "key.user@catalogue.example",
        name: "Karl Keyuser",
        role: "KEY_USER",
        admin: false,
        enabled: true,
        roles: [{ role: "KEY_USER", country: "DE" }],
      },
    });
  });

  it("prefers CATALOGUE_URL and CATALOGUE_TOKEN, for scripts and CI", async () => {
    const token = await server.tokenFor("advanced.plus@catalogue.example");
    const result = await catalogue(["whoami", "--json"], {
      env: { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: token },
    });
    expect(jsonOf<{ user: { email: string } }>(result).user.email).toBe("advanced.plus@catalogue.example");
  });

  it("tells a user without a login to sign in (exit 1)", async () => {
    const result = await catalogue(["whoami", "--url", server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `not signed in to ${server.url}: sign in first: catalogue login --url ${server.url}`,
    );
  });

  it("tells a user whose token was revoked to sign in again (exit 1)", async () => {
    const token = await server.tokenFor("advanced@catalogue.example");
    const [created] = await server.call(token, apiTokenCalls.list, {});
    await server.call(token, apiTokenCalls.revoke, { params: { id: created?.id ?? 0 } });

    const result = await catalogue(["whoami"], {
      env: { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: token },
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("refused the token");
    expect(result.stderr).toContain(`sign in again: catalogue login --url ${server.url}`);
  });
});

describe("catalogue logout", () => {
  it("forgets the token of the server, and with --revoke the token stops working", async () => {
    const home = freshConfigHome();
    const env = { XDG_CONFIG_HOME: home };
    const token = await server.tokenFor("basic.plus@catalogue.example");
    await catalogue(["login", "--url", server.url, "--token", token], { env });

    const result = await catalogue(["logout", "--revoke", "--json"], { env });
    const after = await catalogue(["whoami"], { env });
    const again = await catalogue(["whoami"], { env: { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: token } });

    expect(jsonOf(result)).toEqual({ url: server.url, signedOut: true, revoked: true });
    expect(after.stderr).toContain("not signed in");
    expect(again.stderr).toContain("refused the token");
    expect(statSync(configFile(home)).mode & 0o777).toBe(0o600);
  });

  it("says so when there was nothing to forget", async () => {
    const result = await catalogue(["logout", "--url", server.url]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Not signed in to ${server.url}`);
  });
});
