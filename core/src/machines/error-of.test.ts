import { describe, expect, it } from "vitest";
import { envelopeOf, notProvided } from "./error-of";

describe("envelopeOf", () => {
  it("keeps an API error envelope as it is", () => {
    const envelope = { status: 409, resultKey: "DRAFT_TAKEN", message: "taken" };
    expect(envelopeOf(envelope)).toEqual(envelope);
  });

  it("turns anything else into an internal error", () => {
    expect(envelopeOf(new Error("network down"))).toEqual({
      status: 500,
      resultKey: "INTERNAL_ERROR",
      message: "network down",
    });
  });
});

describe("notProvided", () => {
  it("fails loudly, naming the missing injection", () => {
    expect(() => notProvided("saveAvailability")).toThrow("saveAvailability must be provided");
  });
});
