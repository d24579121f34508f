import type { RoleChangeInfo } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { DEMO, usersClient } from "../users/users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
});
afterAll(async () => t.close());

const get = (as: string, path: string) =>
  client.call<RoleChangeInfo & { resultKey?: string }>(as, "GET", path);

describe("role changes", () => {
  it("answers 464 for the newest when the user has none", async () => {
    const { email } = await userLike(t, DEMO.advanced);
    const res = await get(email, "/api/v3/user-role-changes");
    expect(res.status).toBe(464);
    expect(res.body.resultKey).toBe("RESOURCE_NOT_FOUND");
  });

  it("gives the newest, one by id, and marks it read; never another user's", async () => {
    // A user of this test's own: the role changes below are theirs only.
    const { id: target, email: advanced } = await userLike(t, DEMO.advanced);
    const germany = await client.countryId("DE");
    await client.call(DEMO.admin, "PUT", `/api/users/${target}/change-roles`, {
      roles: [{ countryId: germany, role: "KEY_USER" }],
    });
    t.clock.advance(1_000);
    await client.call(DEMO.admin, "PUT", `/api/users/upgrade-to-admin/${target}`);

    const newest = await get(advanced, "/api/v3/user-role-changes");
    const first = await get(advanced, `/api/v3/user-role-changes/${newest.body.id - 1}`);
    const read = await client.call<RoleChangeInfo>(
      advanced,
      "PUT",
      `/api/v3/user-role-changes/${newest.body.id}`,
    );
    const theirs = await client.call(DEMO.basic, "PUT", `/api/v3/user-role-changes/${newest.body.id}`);

    expect(newest.body).toMatchObject({
      read: false,
      firstPriceAccess: false,
      elements: [{ role: "ADMIN", countryName: "*" }],
    });
    expect(first.body.elements).toEqual([{ role: "KEY_USER", countryName: "Germany" }]);
    expect(read.body).toMatchObject({ id: newest.body.id, read: true });
    expect((await get(advanced, `/api/v3/user-role-changes/${newest.body.id}`)).body.read).toBe(true);
    expect(theirs.status).toBe(464);
  });
});
