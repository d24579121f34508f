import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCurateFor, curatableSubregions } from "./curation-rights";

const keyUser = (countryIds: readonly number[]) => ({
  role: "KEY_USER" as const,
  roles: countryIds.map((countryId) => ({ role: "KEY_USER" as const, countryId })),
});
const countryIds = fc.uniqueArray(fc.integer({ min: 1, max: 30 }));

describe("canCurateFor (core spec 6, country sharing)", () => {
  it("lets a Key user share to their own countries only", () => {
    expect(canCurateFor(keyUser([1, 2]), [2])).toBe(true);
    expect(canCurateFor(keyUser([1]), [1, 5])).toBe(false);
  });

  it("lets an admin share to any country", () => {
    fc.assert(
      fc.property(countryIds, (targets) => {
        expect(canCurateFor({ role: "ADMIN", roles: [] }, targets)).toBe(true);
      }),
    );
  });

  it("allows exactly the target sets the Key user holds the role in", () => {
    fc.assert(
      fc.property(countryIds, countryIds, (held, targets) => {
        expect(canCurateFor(keyUser(held), targets)).toBe(targets.every((id) => held.includes(id)));
      }),
    );
  });

  it("never lets a role below Key user curate, whatever its countries", () => {
    fc.assert(
      fc.property(
        countryIds,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1 }),
        (held, targets) => {
          const advanced = {
            role: "ADVANCED_USER_PLUS" as const,
            roles: held.map((countryId) => ({ role: "ADVANCED_USER_PLUS" as const, countryId })),
          };
          expect(canCurateFor(advanced, targets)).toBe(false);
        },
      ),
    );
  });
});

describe("curatableSubregions (core spec 5, share dialog)", () => {
  const subregions = [
    { id: 10, name: "DACH", countries: [{ id: 1 }, { id: 2 }] },
    { id: 11, name: "Nordics", countries: [{ id: 3 }] },
  ];

  it("offers a Key user only their countries and drops subregions left empty", () => {
    expect(curatableSubregions(keyUser([2]), subregions)).toEqual([
      { id: 10, name: "DACH", countries: [{ id: 2 }] },
    ]);
  });

  it("offers exactly the countries canCurateFor allows", () => {
    fc.assert(
      fc.property(countryIds, (held) => {
        const offered = curatableSubregions(keyUser(held), subregions).flatMap((s) => s.countries);
        const allowed = subregions
          .flatMap((s) => s.countries)
          .filter((c) => canCurateFor(keyUser(held), [c.id]));
        expect(offered).toEqual(allowed);
      }),
    );
  });
});
