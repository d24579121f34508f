import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UserProfileResponse } from "@catalogue/core/api";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, jsonOf } from "../../testing/run-cli";

let server: CliTestServer;
let env: Record<string, string>;
let scratch: string;
/** A Key user of the generated ones, whom only the test that resets a file changes. */
let spareKeyUser: { email: string };

beforeAll(async () => {
  server = await startCliTestServer();
  const token = await server.tokenFor("admin@catalogue.example");
  env = { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: token };
  scratch = mkdtempSync(path.join(tmpdir(), "cli-users-"));
  const keyUsers = await server.call(token, userCalls.internals, { query: { role: "KEY_USER", size: 100 } });
  const spare = keyUsers.content.find(
    (user) => user.email !== "key.user@catalogue.example" && user.roles.length === 1,
  );
  if (!spare) throw new Error("the test seed has no second Key user");
  spareKeyUser = { email: spare.email };
});
afterAll(async () => {
  await server.close();
});

const run = (...args: string[]) => catalogue(args, { env });
const csv = (name: string, text: string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
};
const userAfter = async (email: string) =>
  jsonOf<UserProfileResponse>(await run("users", "show", email, "--json"));

describe("catalogue users list and show", () => {
  it("lists users filtered by country and role, for people and as JSON", async () => {
    const human = await run("users", "list", "--country", "DE", "--role", "KEY_USER");
    const json = jsonOf<{ page: number; pageCount: number; totalCount: number; users: { email: string }[] }>(
      await run("users", "list", "--country", "de", "--role", "KEY_USER", "--json"),
    );

    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/ID\s+NAME\s+EMAIL\s+ROLE\s+COUNTRIES\s+STATUS\s+LAST LOGIN/);
    expect(human.stdout).toContain("key.user@catalogue.example");
    expect(human.stdout).toMatch(/page 1 of 1/);
    expect(json.users.map((user) => user.email)).toContain("key.user@catalogue.example");
    expect(json).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("lists partners with --type external and searches", async () => {
    const json = jsonOf<{ users: { email: string; scpStatus: string }[] }>(
      await run("users", "list", "--type", "external", "--search", "partner.pending", "--json"),
    );
    expect(json.users.map((user) => user.email).sort()).toEqual([
      "partner.pending-no-country@partner.example",
      "partner.pending@partner.example",
    ]);
  });

  it("calls an unknown country code not found (3), listing the codes", async () => {
    const result = await run("users", "list", "--country", "XX");
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("no country with the code XX; the codes are:");
  });

  it("shows one user by e-mail or id, for people and as JSON", async () => {
    const byEmail = await run("users", "show", "key.user@catalogue.example");
    const json = jsonOf<UserProfileResponse>(
      await run("users", "show", "key.user@catalogue.example", "--json"),
    );
    const byId = jsonOf<UserProfileResponse>(await run("users", "show", String(json.id), "--json"));

    expect(byEmail.code).toBe(0);
    expect(byEmail.stdout).toContain("Karl Keyuser <key.user@catalogue.example>");
    expect(byEmail.stdout).toMatch(/roles:\s+KEY_USER in DE/);
    expect(json).toMatchObject({ email: "key.user@catalogue.example", role: "KEY_USER", admin: false });
    expect(byId.email).toBe("key.user@catalogue.example");
  });

  it("exits 3 for a user that does not exist, by e-mail or by id", async () => {
    const byEmail = await run("users", "show", "nobody@catalogue.example");
    const byId = await run("users", "show", "424242");
    expect([byEmail.code, byId.code]).toEqual([3, 3]);
    expect(byEmail.stderr).toContain("no user with the e-mail nobody@catalogue.example");
    expect(byId.stderr).toContain("user 424242 was not found");
  });
});

describe("catalogue users roles set", () => {
  it("sets one country's role and keeps the others", async () => {
    const human = await run(
      "users",
      "roles",
      "set",
      "advanced.plus@catalogue.example",
      "--country",
      "AT",
      "--role",
      "KEY_USER",
    );
    const json = jsonOf<UserProfileResponse>(
      await run(
        "users",
        "roles",
        "set",
        "advanced.plus@catalogue.example",
        "--country",
        "DE",
        "--role",
        "BASIC_USER",
        "--json",
      ),
    );

    expect(human.code).toBe(0);
    expect(human.stdout).toContain(
      "Anna Advancedplus <advanced.plus@catalogue.example>: ADVANCED_USER_PLUS in DE, KEY_USER in AT",
    );
    expect(json.roles).toHaveLength(2);
    expect(json.role).toBe("KEY_USER");
  });

  it("needs both the country and the role (exit 2), and offers only assignable roles", async () => {
    expect((await run("users", "roles", "set", "basic@catalogue.example", "--country", "DE")).code).toBe(2);
    expect(
      (await run("users", "roles", "set", "basic@catalogue.example", "--country", "DE", "--role", "ADMIN"))
        .code,
    ).toBe(2);
  });
});

describe("catalogue users reset", () => {
  it("resets one user to Basic everywhere with --yes, and refuses without it when not on a terminal", async () => {
    const refused = await run("users", "reset", "advanced@catalogue.example");
    const done = await run("users", "reset", "advanced@catalogue.example", "--yes");
    const again = jsonOf<UserProfileResponse>(
      await run("users", "reset", "advanced@catalogue.example", "--json"),
    );

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("add --yes to do it without asking");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("Arne Advanced <advanced@catalogue.example> is Basic in every country now");
    expect(again).toMatchObject({ role: "BASIC_USER", admin: false });
  });

  it("does a dry run of a CSV file by default: a line per user and a summary; nothing changes", async () => {
    const file = csv(
      "dry.csv",
      "email,note\nbasic.plus@catalogue.example,x\nbasic@catalogue.example,y\nnobody@catalogue.example,z\nadmin@catalogue.example,me\n",
    );
    const before = await userAfter("basic.plus@catalogue.example");

    const human = await run("users", "reset", "--from", file);
    const json = jsonOf<{
      applied: boolean;
      counts: Record<string, number>;
      users: { line: number; outcome: string }[];
    }>(await run("users", "reset", "--from", file, "--json"));

    expect(human.code).toBe(1);
    expect(human.stdout).toContain(
      "line 2    basic.plus@catalogue.example: would be reset to Basic everywhere (now BASIC_USER_PLUS in DE)",
    );
    expect(human.stdout).toContain(
      "line 4    nobody@catalogue.example: no user with the e-mail nobody@catalogue.example",
    );
    expect(human.stdout).toContain(
      "line 5    admin@catalogue.example: would fail: You cannot change your own admin role.",
    );
    expect(human.stdout).toContain("Nothing changed; add --apply to do it.");
    expect(json.applied).toBe(false);
    expect(json.users.map((user) => [user.line, user.outcome])).toEqual([
      [2, "would-reset"],
      [3, "would-reset"],
      [4, "not-found"],
      [5, "would-fail"],
    ]);
    expect(json.counts).toEqual({ reset: 2, unchanged: 0, failed: 1, notFound: 1 });
    expect((await userAfter("basic.plus@catalogue.example")).roles).toEqual(before.roles);
  });

  it("applies a CSV file user by user, goes on past a refusal and reports it, and counts", async () => {
    const file = csv("apply.csv", `email\nadmin@catalogue.example\n${spareKeyUser.email}\n`);

    const result = await run("users", "reset", "--from", file, "--apply", "--yes");

    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "line 2    admin@catalogue.example: You cannot change your own admin role.",
    );
    expect(result.stdout).toContain(
      `line 3    ${spareKeyUser.email}: reset to Basic everywhere (was KEY_USER in `,
    );
    expect(result.stdout).toContain("1 user reset, 0 unchanged, 1 failed, 0 not found");
    expect((await userAfter(spareKeyUser.email)).role).toBe("BASIC_USER");
    expect((await userAfter("admin@catalogue.example")).admin).toBe(true);
  });

  it("refuses a file with bad rows, naming their lines, and changes nothing", async () => {
    const file = csv(
      "bad.csv",
      "email\nbasic@catalogue.example\n,\nnot-an-address\nBASIC@catalogue.example\n",
    );
    const before = await userAfter("basic@catalogue.example");

    const result = await run("users", "reset", "--from", file, "--apply", "--yes");

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("has 3 bad rows; nothing was changed");
    expect(result.stderr).toContain("line 3: no e-mail");
    expect(result.stderr).toContain('line 4: "not-an-address" is not an e-mail address');
    expect(result.stderr).toContain("line 5: BASIC@catalogue.example is already on line 2");
    expect((await userAfter("basic@catalogue.example")).roles).toEqual(before.roles);
  });

  it("needs a user or a file, not both (exit 2)", async () => {
    expect((await run("users", "reset")).code).toBe(2);
    expect((await run("users", "reset", "basic@catalogue.example", "--from", "x.csv")).code).toBe(2);
  });
});

describe("catalogue users enable, disable, delete and admin", () => {
  it("disables and enables an account", async () => {
    const disabled = jsonOf<UserProfileResponse>(
      await run("users", "disable", "basic@catalogue.example", "--yes", "--json"),
    );
    const enabled = await run("users", "enable", "basic@catalogue.example");
    expect(disabled.enabled).toBe(false);
    expect(enabled.code).toBe(0);
    expect(enabled.stdout).toContain("Bruno Basic <basic@catalogue.example> enabled");
  });

  it("refuses to delete an admin with the specification's message (exit 1)", async () => {
    const result = await run("users", "delete", "admin@catalogue.example", "--yes");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Administrator cannot be deleted. Remove the admin role first.");
  });

  it("deletes a user that is no admin", async () => {
    const json = jsonOf<{ id: number; email: string; deleted: boolean }>(
      await run("users", "delete", "disabled@catalogue.example", "--yes", "--json"),
    );
    expect(json).toMatchObject({ email: "disabled@catalogue.example", deleted: true });
    expect((await run("users", "show", "disabled@catalogue.example")).code).toBe(3);
  });

  it("grants and revokes the admin role; an admin cannot be deleted before", async () => {
    const granted = jsonOf<UserProfileResponse>(
      await run("users", "admin", "grant", "new.user@catalogue.example", "--yes", "--json"),
    );
    const undeletable = await run("users", "delete", "new.user@catalogue.example", "--yes");
    const revoked = await run("users", "admin", "revoke", "new.user@catalogue.example", "--yes");
    const again = await run("users", "admin", "revoke", "new.user@catalogue.example");

    expect(granted.admin).toBe(true);
    expect(undeletable.code).toBe(1);
    expect(undeletable.stderr).toContain("Administrator cannot be deleted. Remove the admin role first.");
    expect(revoked.stdout).toContain("is Basic in every country now");
    expect(again.stdout).toContain("is no admin: nothing changed");
  });

  it("refuses an admin's change of their own admin role with the specification's message", async () => {
    const result = await run("users", "admin", "revoke", "admin@catalogue.example", "--yes");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("You cannot change your own admin role.");
  });
});
