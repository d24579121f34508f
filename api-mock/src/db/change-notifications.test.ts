import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { type Change, ChangeNotifications, type Refreshers } from "./change-notifications";
import type { Database } from "./database";

/** Refreshers that only write down what they were asked to refresh. */
function recorder(): { refreshers: Refreshers; seen: Change[] } {
  const seen: Change[] = [];
  const note = (change: Change) => {
    seen.push(change);
  };
  return {
    seen,
    refreshers: {
      catalogue: note,
      indicators: note,
      user: note,
      session: note,
      favorites: note,
      "reference-data": note,
      everything: note,
    },
  };
}

let database: TestDatabase;
let peer: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  peer = await database.openPeer();
});
afterAll(async () => {
  await peer.close();
  await database.close();
});

/**
 * How long a test waits to hear another connection's notification: PostgreSQL delivers it in milliseconds, but a
 * machine busy with a second test worker can hold it up for a second or more. One that never comes still fails.
 */
const HEARD_WITHIN = { timeout: 5_000, interval: 10 };

describe("ChangeNotifications in one process", () => {
  it("refreshes after a transaction commits, and nothing after one rolls back", async () => {
    const changes = new ChangeNotifications(database);
    const { refreshers, seen } = recorder();
    changes.refreshWith(refreshers);

    const failed = changes.transaction(async (_tx, changed) => {
      await changed({ kind: "user", userId: 1 });
      throw new Error("rolled back");
    });
    await expect(failed).rejects.toThrow("rolled back");
    expect(seen).toEqual([]);

    const answer = await changes.transaction(async (_tx, changed) => {
      await changed({ kind: "user", userId: 2 });
      expect(seen).toEqual([]);
      return "done";
    });
    expect(answer).toBe("done");
    expect(seen).toEqual([{ kind: "user", userId: 2 }]);
  });

  it("announces only where other processes can listen: PostgreSQL, not PGlite", () => {
    expect(new ChangeNotifications(database).shared).toBe(database.engine === "postgres");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("ChangeNotifications between two processes", () => {
  it("delivers committed changes to the other process in commit order, never rolled-back ones or its own", async () => {
    const writer = new ChangeNotifications(database);
    const listener = new ChangeNotifications(peer);
    const written = recorder();
    const heard = recorder();
    writer.refreshWith(written.refreshers);
    listener.refreshWith(heard.refreshers);
    await Promise.all([writer.start(), listener.start()]);

    await writer
      .transaction(async (_tx, changed) => {
        await changed({ kind: "session", idHash: "rolled-back" });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await writer.transaction((_tx, changed) => changed({ kind: "favorites", userId: 7 }));
    await writer.committed({ kind: "reference-data" });

    // Delivered in commit order: once the last is heard, an earlier one would have been heard before it.
    await expect.poll(() => heard.seen.length, HEARD_WITHIN).toBe(2);
    expect(heard.seen).toEqual([{ kind: "favorites", userId: 7 }, { kind: "reference-data" }]);
    // The writer refreshed its own copies once, right after each commit, and skips its own notifications: once
    // it has heard a later change of the other process, its own would have come before.
    await listener.committed({ kind: "indicators" });
    await expect.poll(() => written.seen.length, HEARD_WITHIN).toBe(3);
    expect(written.seen).toEqual([
      { kind: "favorites", userId: 7 },
      { kind: "reference-data" },
      { kind: "indicators" },
    ]);
  });
});
