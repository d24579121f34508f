import { describe, expect, it } from "vitest";
import { refusalMessage } from "./run-refusal";

const ada = { id: 1, name: "Ada Admin", email: "admin@catalogue.example" };

describe("refusalMessage (a manual run refused as too early)", () => {
  it("says who runs an import, when it should end and when a new run may start", () => {
    const message = refusalMessage({
      synchronizationInProgress: true,
      synchronizationIsPossible: false,
      latestRun: {
        status: "IN_PROGRESS",
        trigger: "MANUAL",
        startedBy: ada,
        startedAt: "2026-11-20T10:00:00Z",
        finishedAt: null,
        expectedEndAt: "2026-11-20T10:03:00Z",
      },
      possibleAt: "2026-11-20T10:15:00Z",
    });
    expect(message).toBe(
      "Import started too early; an import is running: Ada Admin <admin@catalogue.example> started it at " +
        "2026-Nov-20 10:00 and should end about 2026-Nov-20 10:03; a new run may start from 2026-Nov-20 10:15",
    );
  });

  it("names the nightly synchronisation when no one started the last run", () => {
    const message = refusalMessage({
      synchronizationInProgress: false,
      synchronizationIsPossible: false,
      latestRun: {
        status: "SUCCESS",
        trigger: "NIGHTLY",
        startedBy: null,
        startedAt: "2026-11-20T02:00:00Z",
        finishedAt: "2026-11-20T02:04:00Z",
        expectedEndAt: null,
      },
      possibleAt: "2026-11-20T02:15:00Z",
    });
    expect(message).toContain(
      "the last import was started by the nightly synchronisation at 2026-Nov-20 02:00",
    );
  });
});
