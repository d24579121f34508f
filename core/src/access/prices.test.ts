import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyAccessProfile } from "../testing/profile.arbitraries";
import {
  canChangePriceDisplay,
  canSeePrices,
  canUsePresentationMode,
  ggpLabelMode,
  listPriceColumns,
} from "./prices";

describe("prices and GGP (core spec 6)", () => {
  it("shows prices to an Advanced user with showPrices on, and not with it off", () => {
    expect(canSeePrices({ role: "ADVANCED_USER", showPrices: true })).toBe(true);
    expect(canSeePrices({ role: "ADVANCED_USER", showPrices: false })).toBe(false);
  });

  it("never shows prices to Basic users or partners", () => {
    expect(canSeePrices({ role: "BASIC_USER", showPrices: true })).toBe(false);
    expect(canSeePrices({ role: "SALES_CHANNEL_PARTNER", showPrices: true })).toBe(false);
  });

  it("labels GGP as text for Advanced users and as a percentage for the others", () => {
    expect(ggpLabelMode({ role: "ADVANCED_USER", showPrices: true }, "other")).toBe("text");
    expect(ggpLabelMode({ role: "ADVANCED_USER_PLUS", showPrices: true }, "detail")).toBe("percentage");
    expect(ggpLabelMode({ role: "KEY_USER", showPrices: true }, "other")).toBe("percentage");
  });

  it("hides the GGP label from Basic plus on the detail page only", () => {
    expect(ggpLabelMode({ role: "BASIC_USER_PLUS", showPrices: true }, "detail")).toBe("none");
    expect(ggpLabelMode({ role: "BASIC_USER_PLUS", showPrices: true }, "other")).toBe("percentage");
  });

  it("gives list details prices and a GGP label per role: none for Basic, prices only for Basic plus", () => {
    const on = (role: Parameters<typeof listPriceColumns>[0]["role"]) =>
      listPriceColumns({ role, showPrices: true });
    expect(on("BASIC_USER")).toEqual({ prices: false, ggp: "none" });
    expect(on("SALES_CHANNEL_PARTNER")).toEqual({ prices: false, ggp: "none" });
    expect(on("BASIC_USER_PLUS")).toEqual({ prices: true, ggp: "none" });
    expect(on("ADVANCED_USER")).toEqual({ prices: true, ggp: "text" });
    expect(on("KEY_USER")).toEqual({ prices: true, ggp: "percentage" });
  });

  it("lets everyone but Basic users and partners change the price display", () => {
    expect(canChangePriceDisplay({ role: "BASIC_USER" })).toBe(false);
    expect(canChangePriceDisplay({ role: "SALES_CHANNEL_PARTNER" })).toBe(false);
    expect(canChangePriceDisplay({ role: "BASIC_USER_PLUS" })).toBe(true);
  });

  it("keeps presentation mode off in this build, and off for Basic users even with the flag on", () => {
    expect(canUsePresentationMode({ role: "ADMIN" })).toBe(false);
    expect(canUsePresentationMode({ role: "ADMIN" }, { presentationMode: true })).toBe(true);
    expect(canUsePresentationMode({ role: "BASIC_USER" }, { presentationMode: true })).toBe(false);
  });

  it("property: a GGP label never shows where prices do not", () => {
    fc.assert(
      fc.property(
        anyAccessProfile,
        fc.constantFrom("detail", "other") as fc.Arbitrary<"detail" | "other">,
        (p, page) => {
          if (!canSeePrices(p)) expect(ggpLabelMode(p, page)).toBe("none");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: with showPrices off nobody sees prices", () => {
    fc.assert(
      fc.property(anyAccessProfile, (p) => {
        expect(canSeePrices({ ...p, showPrices: false })).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
