import { describe, expect, it } from "vitest";
import { healthFactsOf } from "./list-health";

describe("list health facts", () => {
  it("reads a product the list's country does not sell as not available there", () => {
    const facts = healthFactsOf(undefined, null);
    expect(facts.phaseOutStatus).toBe("NOT_AVAILABLE");
    expect(facts.cleared).toBe(true);
    expect(facts.status).not.toBe("AVAILABLE");
  });
});
