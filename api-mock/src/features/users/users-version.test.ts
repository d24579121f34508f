import type { UserProfileResponse } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { DEMO, usersClient } from "./users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let germany: number;

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
  germany = await client.countryId("DE");
});
afterAll(async () => t.close());

const admin = <T = UserProfileResponse>(method: string, path: string, body?: unknown) =>
  client.call<T>(DEMO.admin, method, path, body);

/** A fresh copy of a demo user, and the version an admin's screen shows before another admin changes it. */
async function changedElsewhere(): Promise<{ id: number; seen: number }> {
  const { id } = await userLike(t, DEMO.basic);
  const seen = (await admin("GET", `/api/users/${id}`)).body.version;
  const other = await admin("PUT", `/api/users/${id}/change-roles`, {
    roles: [{ countryId: germany, role: "ADVANCED_USER" }],
    version: seen,
  });
  expect(other.status).toBe(200);
  expect(other.body.version).toBeGreaterThan(seen);
  return { id, seen };
}

describe("an admin's change carries the version the screen showed (core spec 8, 428)", () => {
  it("refuses a role change on a user another admin has just changed, and keeps the other admin's roles", async () => {
    const { id, seen } = await changedElsewhere();
    const res = await admin("PUT", `/api/users/${id}/change-roles`, {
      roles: [{ countryId: germany, role: "KEY_USER" }],
      version: seen,
    });
    expect(res.status).toBe(428);
    expect((await admin("GET", `/api/users/${id}`)).body.role).toBe("ADVANCED_USER");
  });

  it("refuses enabling or disabling, granting admin, the reset and the deletion with a stale version", async () => {
    const { id, seen } = await changedElsewhere();
    const answers = [
      await admin("PUT", `/api/users/${id}/change-enable`, { enabled: false, version: seen }),
      await admin("PUT", `/api/users/upgrade-to-admin/${id}?version=${seen}`),
      await admin("DELETE", `/api/users/demote-all/${id}?version=${seen}`),
      await admin("DELETE", `/api/users/${id}?version=${seen}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([428, 428, 428, 428]);
    const after = (await admin("GET", `/api/users/${id}`)).body;
    expect([after.enabled, after.admin]).toEqual([true, false]);
  });

  it("accepts a change with the current version, and one without a version (the CLI)", async () => {
    const { id } = await changedElsewhere();
    const current = (await admin("GET", `/api/users/${id}`)).body.version;
    const disabled = await admin("PUT", `/api/users/${id}/change-enable`, {
      enabled: false,
      version: current,
    });
    expect(disabled.status).toBe(200);
    expect((await admin("PUT", `/api/users/${id}/change-enable`, { enabled: true })).status).toBe(200);
  });
});
