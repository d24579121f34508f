import { describe, expect, it } from "vitest";
import { OrganizationRole, Role, ScpStatus } from "../model/enums";
import { canUseRoute } from "./can-use-route";
import { decideRoute } from "./decide-route";
import type { AccessProfile } from "./roles";
import { ROUTE_NAMES, routeByName } from "./route-table";

// Core spec 2.2: every route against every role, SCP status, country and onboarding state (25 x 10 x 5 x 2 x 2).
const profiles: AccessProfile[] = Role.options.flatMap((role) =>
  [...ScpStatus.options, null].flatMap((scpStatus) =>
    [49, null].flatMap((countryId) =>
      [true, false].map((complete) => ({
        role,
        scpStatus,
        countryId,
        currencyId: complete ? 978 : null,
        organizationRole: complete ? OrganizationRole.enum.SERVICE : null,
      })),
    ),
  ),
);
const cases = ROUTE_NAMES.flatMap((route) => profiles.map((profile) => ({ route, profile })));

describe("decideRoute over every combination (core spec 2.2)", () => {
  it("covers all 5000 combinations", () => {
    expect(cases).toHaveLength(5000);
  });

  it("renders only what the route table opens to the user", () => {
    const leaks = cases.filter(
      ({ route, profile }) =>
        decideRoute({ route, profile }).kind === "render" && !canUseRoute(routeByName(route).access, profile),
    );
    expect(leaks).toEqual([]);
  });

  it("redirects internal users only from the login-code route", () => {
    const redirected = cases.filter(
      ({ route, profile }) =>
        profile.role !== "SALES_CHANNEL_PARTNER" && decideRoute({ route, profile }).kind === "redirect",
    );
    expect(new Set(redirected.map((c) => c.route))).toEqual(new Set(["token"]));
  });

  it("gives every partner who is not accepted exactly one page to render besides the open ones", () => {
    const partners = profiles.filter((p) => p.role === "SALES_CHANNEL_PARTNER");
    for (const profile of partners) {
      const rendered = ROUTE_NAMES.filter(
        (route) => routeByName(route).access !== "open" && decideRoute({ route, profile }).kind === "render",
      );
      if (profile.scpStatus !== "ACCEPTED" || profile.countryId === null) expect(rendered).toHaveLength(1);
      else expect(rendered.every((route) => routeByName(route).access === "regular")).toBe(true);
    }
  });
});
