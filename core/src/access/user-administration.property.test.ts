import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role } from "../model/enums";
import {
  canAdministerAccounts,
  canManageUsers,
  changedCountries,
  changesOwnAdminRole,
  type HeldRole,
  isBasicEverywhere,
  isFirstPriceAccess,
  mayManageCountry,
  rolesAfterAdminGrant,
  rolesAfterReset,
  topRole,
} from "./user-administration";

const role = fc.constantFrom(...Role.options);
const countryId = fc.integer({ min: 1, max: 8 });
const heldInCountry = fc.record({ role, countryId });
const heldRoles = fc.uniqueArray(heldInCountry, { selector: (held) => held.countryId, maxLength: 6 });

describe("user administration rules", () => {
  it("opens the users pages to Key users and admins only", () => {
    const allowed = Role.options.filter((each) => canManageUsers({ role: each }));
    expect(allowed).toEqual(["ADMIN", "KEY_USER"]);
    expect(Role.options.filter((each) => canAdministerAccounts({ role: each }))).toEqual(["ADMIN"]);
  });

  it("lets a Key user manage exactly the countries where they hold the Key user role", () => {
    fc.assert(
      fc.property(heldRoles, countryId, (roles, id) => {
        const actor = { role: Role.enum.KEY_USER, roles };
        const holdsKeyUserThere = roles.some((held) => held.countryId === id && held.role === "KEY_USER");
        expect(mayManageCountry(actor, id)).toBe(holdsKeyUserThere);
      }),
    );
  });

  it("lets an admin manage every country and a lower role none", () => {
    fc.assert(
      fc.property(heldRoles, countryId, role, (roles, id, other) => {
        expect(mayManageCountry({ role: "ADMIN", roles }, id)).toBe(true);
        if (other !== "ADMIN" && other !== "KEY_USER")
          expect(mayManageCountry({ role: other, roles }, id)).toBe(false);
      }),
    );
  });

  it("finds the changed countries: those whose role differs before and after", () => {
    fc.assert(
      fc.property(heldRoles, heldRoles, (before, after) => {
        const { countryIds } = changedCountries(before, after);
        for (let id = 1; id <= 8; id += 1) {
          const was = before.find((held) => held.countryId === id)?.role;
          const is = after.find((held) => held.countryId === id)?.role;
          expect(countryIds.includes(id)).toBe(was !== is);
        }
      }),
    );
  });

  it("marks a change global when a role without a country is involved", () => {
    expect(changedCountries(rolesAfterAdminGrant(), [{ role: "KEY_USER", countryId: 1 }]).global).toBe(true);
    expect(
      changedCountries([{ role: "BASIC_USER", countryId: 1 }], [{ role: "KEY_USER", countryId: 1 }]),
    ).toEqual({
      countryIds: [1],
      global: false,
    });
  });

  it("refuses only a change of the caller's own admin role", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (actor, target, was, will) => {
          expect(changesOwnAdminRole(actor, target, was, will)).toBe(actor === target && was !== will);
        },
      ),
    );
  });

  it("makes an admin admin everywhere and a reset Basic everywhere, without country roles", () => {
    expect(rolesAfterAdminGrant()).toEqual([{ role: "ADMIN", countryId: null }]);
    expect(rolesAfterReset()).toEqual([{ role: "BASIC_USER", countryId: null }]);
  });

  it("calls a user Basic everywhere exactly in the state a reset leaves: Basic in each country, no admin", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), role, fc.boolean(), (countries, other, admin) => {
        const basic = Array.from({ length: countries }, (_, index) => ({
          role: "BASIC_USER" as Role,
          countryId: index + 1,
        }));
        expect(isBasicEverywhere({ role: "BASIC_USER", admin: false, roles: basic }, countries)).toBe(true);
        expect(
          isBasicEverywhere({ role: "BASIC_USER", admin: false, roles: basic.slice(1) }, countries),
        ).toBe(false);
        const changed = [{ role: other, countryId: 1 }, ...basic.slice(1)];
        expect(isBasicEverywhere({ role: topRole(changed), admin, roles: changed }, countries)).toBe(
          other === "BASIC_USER" && !admin,
        );
      }),
    );
  });

  it("takes the highest held role as the user's role, Basic when none is held", () => {
    fc.assert(
      fc.property(heldRoles, (roles: HeldRole[]) => {
        const top = topRole(roles);
        const regular = roles.filter(
          (held) => held.role !== "ROOT" && held.role !== "SYSTEM" && held.role !== "FIREBASE",
        );
        if (regular.length === 0) expect(top).toBe("BASIC_USER");
        else expect(regular.map((held) => held.role)).toContain(top);
      }),
    );
    expect(topRole([{ role: "BASIC_USER" }, { role: "KEY_USER" }, { role: "ADVANCED_USER" }])).toBe(
      "KEY_USER",
    );
  });

  it("calls it a first price access when prices open to a Basic user or partner", () => {
    expect(isFirstPriceAccess("BASIC_USER", "ADVANCED_USER")).toBe(true);
    expect(isFirstPriceAccess("SALES_CHANNEL_PARTNER", "BASIC_USER_PLUS")).toBe(true);
    expect(isFirstPriceAccess("BASIC_USER_PLUS", "KEY_USER")).toBe(false);
    expect(isFirstPriceAccess("ADVANCED_USER", "BASIC_USER")).toBe(false);
  });
});
