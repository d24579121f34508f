import { describe, expect, it } from "vitest";
import { decideRoute } from "./decide-route";
import type { AccessProfile } from "./roles";

const internal: AccessProfile = {
  role: "ADVANCED_USER",
  countryId: 49,
  currencyId: 978,
  organizationRole: "SALES_REPRESENTATIVE",
};
const partner = (scpStatus: AccessProfile["scpStatus"], countryId: number | null = 49): AccessProfile => ({
  role: "SALES_CHANNEL_PARTNER",
  scpStatus,
  countryId,
});

describe("decideRoute (core spec 2.2)", () => {
  it("renders the finder for a complete internal user", () => {
    expect(decideRoute({ route: "finder", profile: internal })).toEqual({ kind: "render" });
  });

  it("sends an unknown path to the 404 page", () => {
    expect(decideRoute({ route: null, profile: internal })).toEqual({
      kind: "redirect",
      to: "/errors?code=404",
    });
  });

  it.each([
    ["countryId", { countryId: null }],
    ["currencyId", { currencyId: null }],
    ["organizationRole", { organizationRole: null }],
  ])("sends an internal user without %s to onboarding", (_, gap) => {
    expect(decideRoute({ route: "productLists", profile: { ...internal, ...gap } })).toEqual({
      kind: "onboarding",
    });
  });

  it("renders onboarding itself for an incomplete internal user", () => {
    expect(decideRoute({ route: "onboarding", profile: { ...internal, countryId: null } })).toEqual({
      kind: "render",
    });
  });

  it("answers 403 to an internal user on a route their role does not open", () => {
    expect(decideRoute({ route: "users", profile: internal })).toEqual({ kind: "forbidden" });
    expect(decideRoute({ route: "system", profile: { ...internal, role: "KEY_USER" } })).toEqual({
      kind: "forbidden",
    });
    expect(decideRoute({ route: "scpRegistration", profile: internal })).toEqual({ kind: "forbidden" });
  });

  it("opens users to key users and admins, system and availability to admins", () => {
    expect(decideRoute({ route: "editScpUser", profile: { ...internal, role: "KEY_USER" } })).toEqual({
      kind: "render",
    });
    expect(decideRoute({ route: "manageAvailability", profile: { ...internal, role: "ADMIN" } })).toEqual({
      kind: "render",
    });
  });

  it.each([
    ["ACCEPTED", 49, "finder", { kind: "render" }],
    ["PENDING", 49, "finder", { kind: "redirect", to: "/scp-registration/waiting-room" }],
    ["PENDING", null, "finder", { kind: "redirect", to: "/scp-registration" }],
    ["REJECTED", 49, "productLists", { kind: "redirect", to: "/scp-registration/rejected" }],
    ["ONBOARDING_REQUIRED", 49, "finder", { kind: "redirect", to: "/scp-onboarding" }],
    [null, 49, "settings", { kind: "redirect", to: "/scp-onboarding" }],
    ["ACCEPTED", 49, "onboarding", { kind: "redirect", to: "/" }],
    ["ACCEPTED", 49, "scpRegistrationWaitingRoom", { kind: "redirect", to: "/" }],
    ["ACCEPTED", 49, "users", { kind: "redirect", to: "/" }],
    ["PENDING", 49, "scpRegistrationWaitingRoom", { kind: "render" }],
    ["REJECTED", 49, "scpRegistrationRejected", { kind: "render" }],
    ["ONBOARDING_REQUIRED", null, "scpRegistration", { kind: "render" }],
    ["ONBOARDING_REQUIRED", 49, "scpOnboarding", { kind: "render" }],
  ] as const)("sends a partner (%s, country %s) asking for %s: %o", (status, countryId, route, expected) => {
    expect(decideRoute({ route, profile: partner(status, countryId) })).toEqual(expected);
  });

  it("resumes the remembered path after the login code, or the finder", () => {
    expect(
      decideRoute({ route: "token", profile: internal, requestedPath: "/product-lists/drafts" }),
    ).toEqual({
      kind: "redirect",
      to: "/product-lists/drafts",
    });
    expect(decideRoute({ route: "token", profile: internal })).toEqual({ kind: "redirect", to: "/" });
  });

  it.each(["//evil.example/x", "/\\evil.example"])(
    "never resumes a path to another host (%j)",
    (requestedPath) => {
      expect(decideRoute({ route: "token", profile: internal, requestedPath })).toEqual({
        kind: "redirect",
        to: "/",
      });
    },
  );
});
