import { describe, expect, it } from "vitest";
import { visibleMenuEntries } from "./side-menu";

const ids = (profile: Parameters<typeof visibleMenuEntries>[0]) =>
  visibleMenuEntries(profile).map((e) => e.id);

describe("side menu (core spec 2.1)", () => {
  it("shows an admin every entry", () => {
    expect(ids({ role: "ADMIN", countryId: "DE" })).toEqual([
      "finder",
      "products",
      "productLists",
      "users",
      "system",
      "settings",
    ]);
  });

  it("hides users and system from a Basic user", () => {
    expect(ids({ role: "BASIC_USER", countryId: "DE" })).toEqual([
      "finder",
      "products",
      "productLists",
      "settings",
    ]);
  });

  it("hides system but shows users to a Key user", () => {
    expect(ids({ role: "KEY_USER", countryId: "DE" })).toContain("users");
    expect(ids({ role: "KEY_USER", countryId: "DE" })).not.toContain("system");
  });

  it("shows a pending partner nothing, and an accepted one the regular entries", () => {
    expect(ids({ role: "SALES_CHANNEL_PARTNER", scpStatus: "PENDING", countryId: "DE" })).toEqual([]);
    expect(ids({ role: "SALES_CHANNEL_PARTNER", scpStatus: "ACCEPTED", countryId: "DE" })).toEqual([
      "finder",
      "products",
      "productLists",
      "settings",
    ]);
  });
});
