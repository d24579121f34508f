import { createHash } from "node:crypto";
import {
  apiTokenCalls,
  devCalls,
  profileCalls,
  tableImportCalls,
  userAdminCalls,
} from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { callAs } from "../../testing/typed-client";
import { LAST_USE_RESOLUTION_MS } from "./api-tokens.service";

let t: TestApp;
let adminSession: string;
let basicSession: string;

beforeAll(async () => {
  t = await openTestApp();
  adminSession = await bearerFor(t.app, "admin@catalogue.example");
  basicSession = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => {
  await t.close();
});

const create = (session: string, name: string) =>
  callAs(t.app, session, apiTokenCalls.create, { body: { name } });

describe("personal API tokens", () => {
  it("answers the secret once, with its prefix, and stores only its SHA-256", async () => {
    const created = await create(adminSession, "  CI imports  ");

    expect(created.secret).toMatch(/^cat_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: "CI imports", lastUsedAt: null, current: false });
    const [row] = await t.services.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(created.secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await callAs(t.app, adminSession, apiTokenCalls.list, {});
    expect(listed.find((token) => token.id === created.token.id)).toEqual(created.token);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it("acts with exactly its user's rights", async () => {
    const admin = (await create(adminSession, "admin script")).secret;
    const basic = (await create(basicSession, "basic script")).secret;

    await expect(callAs(t.app, admin, profileCalls.get, {})).resolves.toMatchObject({
      email: "admin@catalogue.example",
    });
    await expect(callAs(t.app, basic, profileCalls.get, {})).resolves.toMatchObject({
      email: "basic@catalogue.example",
    });
    await expect(callAs(t.app, admin, tableImportCalls.synchronization, {})).resolves.toBeDefined();
    await expect(callAs(t.app, basic, tableImportCalls.synchronization, {})).rejects.toMatchObject({
      _tag: "Forbidden",
    });
  });

  it("records its last use (at most once a minute) and marks the token a request came with", async () => {
    const { token, secret } = await create(adminSession, "laptop");
    const firstUse = t.clock.now.toISOString();
    await callAs(t.app, secret, profileCalls.get, {});
    t.clock.advance(LAST_USE_RESOLUTION_MS / 2);
    const listed = await callAs(t.app, secret, apiTokenCalls.list, {});

    expect(listed.find((each) => each.id === token.id)).toMatchObject({
      lastUsedAt: firstUse,
      current: true,
    });
    expect(listed.filter((each) => each.current)).toHaveLength(1);
    t.clock.advance(LAST_USE_RESOLUTION_MS);
    await callAs(t.app, secret, profileCalls.get, {});
    const later = await callAs(t.app, adminSession, apiTokenCalls.list, {});
    expect(later.find((each) => each.id === token.id)).toMatchObject({
      lastUsedAt: t.clock.now.toISOString(),
      current: false,
    });
  });

  it("stops working at once when revoked, and leaves the list", async () => {
    const { token, secret } = await create(adminSession, "to revoke");
    await callAs(t.app, secret, profileCalls.get, {});

    await callAs(t.app, adminSession, apiTokenCalls.revoke, { params: { id: token.id } });

    await expect(callAs(t.app, secret, profileCalls.get, {})).rejects.toMatchObject({ _tag: "Unauthorised" });
    const listed = await callAs(t.app, adminSession, apiTokenCalls.list, {});
    expect(listed.map((each) => each.id)).not.toContain(token.id);
    await expect(
      callAs(t.app, adminSession, apiTokenCalls.revoke, { params: { id: token.id } }),
    ).rejects.toMatchObject({ _tag: "ResourceNotFound" });
  });

  it("cannot be listed or revoked by another user", async () => {
    const { token, secret } = await create(adminSession, "mine");

    const theirs = await callAs(t.app, basicSession, apiTokenCalls.list, {});
    await expect(
      callAs(t.app, basicSession, apiTokenCalls.revoke, { params: { id: token.id } }),
    ).rejects.toMatchObject({ _tag: "ResourceNotFound" });

    expect(theirs.map((each) => each.id)).not.toContain(token.id);
    await expect(callAs(t.app, secret, profileCalls.get, {})).resolves.toBeDefined();
  });

  it("is refused while its user is disabled", async () => {
    const keyUser = await bearerFor(t.app, "advanced@catalogue.example");
    const { secret } = await create(keyUser, "disabled soon");
    const { id } = await callAs(t.app, secret, profileCalls.get, {});

    await callAs(t.app, adminSession, userAdminCalls.changeEnable, {
      params: { id },
      body: { enabled: false },
    });
    const refused = callAs(t.app, secret, profileCalls.get, {});
    await expect(refused).rejects.toMatchObject({ _tag: "Unauthorised" });
    await callAs(t.app, adminSession, userAdminCalls.changeEnable, {
      params: { id },
      body: { enabled: true },
    });
    await expect(callAs(t.app, secret, profileCalls.get, {})).resolves.toMatchObject({ id });
  });

  it("refuses a forged token and a blank name", async () => {
    await expect(callAs(t.app, `cat_${"A".repeat(43)}`, profileCalls.get, {})).rejects.toMatchObject({
      _tag: "Unauthorised",
    });
    await expect(create(adminSession, "   ")).rejects.toMatchObject({ _tag: "Validation" });
    await expect(
      callAs(t.app, undefined, apiTokenCalls.create, { body: { name: "x" } }),
    ).rejects.toMatchObject({
      _tag: "Unauthorised",
    });
  });
});

describe("the developer controls' session call (devCalls.session)", () => {
  it("gives a demo user's bearer token through the typed client", async () => {
    const session = await callAs(t.app, undefined, devCalls.session, {
      body: { email: "key.user@catalogue.example" },
    });
    await expect(callAs(t.app, session.token, profileCalls.get, {})).resolves.toMatchObject({
      id: session.userId,
      email: "key.user@catalogue.example",
    });
  });

  it("refuses a disabled demo user with the login result key", async () => {
    await expect(
      callAs(t.app, undefined, devCalls.session, { body: { email: "disabled@catalogue.example" } }),
    ).rejects.toMatchObject({ _tag: "BusinessError", resultKey: "USER_ACCOUNT_DISABLED" });
  });
});
