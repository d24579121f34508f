import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyAccessProfile, partnerProfile } from "../testing/profile.arbitraries";
import { decideRoute } from "./decide-route";
import { matchRoute } from "./match-route";
import { ROUTE_NAMES, ROUTES, routeByName } from "./route-table";

const runs = { numRuns: 500 };
const anyRoute = fc.constantFrom(...ROUTE_NAMES);
const openRoute = fc.constantFrom(...ROUTES.filter((r) => r.access === "open").map((r) => r.name));

describe("decideRoute properties (core spec 2.2)", () => {
  it("always answers one of the four outcomes, and a redirect always lands on a known route", () => {
    fc.assert(
      fc.property(anyRoute, anyAccessProfile, (route, profile) => {
        const decision = decideRoute({ route, profile });
        expect(["render", "redirect", "forbidden", "onboarding"]).toContain(decision.kind);
        if (decision.kind === "redirect") expect(matchRoute(decision.to)).not.toBeNull();
      }),
      runs,
    );
  });

  it("never sends a partner to internal onboarding, nor answers a partner 403", () => {
    fc.assert(
      fc.property(anyRoute, partnerProfile, (route, profile) => {
        expect(["onboarding", "forbidden"]).not.toContain(decideRoute({ route, profile }).kind);
      }),
      runs,
    );
  });

  it("always renders the open routes, whoever asks", () => {
    fc.assert(
      fc.property(openRoute, anyAccessProfile, (route, profile) => {
        expect(decideRoute({ route, profile })).toEqual({ kind: "render" });
      }),
      runs,
    );
  });

  it("lets a partner see regular pages only once accepted and given a country", () => {
    fc.assert(
      fc.property(anyRoute, partnerProfile, (route, profile) => {
        const regular = routeByName(route).access === "regular";
        const accepted = profile.scpStatus === "ACCEPTED" && profile.countryId !== null;
        if (regular) expect(decideRoute({ route, profile }).kind === "render").toBe(accepted);
      }),
      runs,
    );
  });

  it("keeps an internal user who is still onboarding away from every page but onboarding and open ones", () => {
    fc.assert(
      fc.property(anyRoute, anyAccessProfile, (route, profile) => {
        const internal = { ...profile, role: "BASIC_USER" as const, currencyId: null };
        const { access } = routeByName(route);
        const decision = decideRoute({ route, profile: internal });
        if (access === "regular" || access === "users" || access === "highest")
          expect(decision).toEqual({ kind: "onboarding" });
      }),
      runs,
    );
  });
});
