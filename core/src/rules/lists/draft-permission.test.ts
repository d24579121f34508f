import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canStartDraft } from "./draft-permission";

const keyUser = (countryIds: number[]) => ({
  role: "KEY_USER" as const,
  roles: countryIds.map((countryId) => ({ role: "KEY_USER" as const, countryId })),
});

describe("canStartDraft (core spec 6, INSUFFICIENT_PERMISSIONS)", () => {
  it("allows a Key user in every shared country and refuses one missing a country", () => {
    expect(canStartDraft(keyUser([1, 2, 3]), [1, 3])).toBe(true);
    expect(canStartDraft(keyUser([1]), [1, 2])).toBe(false);
  });
  it("always allows admins and never users below Key user", () => {
    expect(canStartDraft({ role: "ADMIN", roles: [{ role: "ADMIN", countryId: 1 }] }, [7, 8])).toBe(true);
    expect(
      canStartDraft({ role: "ADVANCED_USER", roles: [{ role: "ADVANCED_USER", countryId: 1 }] }, [1]),
    ).toBe(false);
  });
  it("is refused whenever some shared country is not among the Key user's countries", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1 }),
        (held, shared) => {
          const covered = shared.every((id) => held.includes(id));
          expect(canStartDraft(keyUser(held), shared)).toBe(covered);
        },
      ),
    );
  });
});
