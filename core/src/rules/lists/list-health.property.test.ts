import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusProductArb } from "../../testing/status-arbitraries";
import { compareHealthFacts, type HealthFacts, healthFactsOf, listHealthEntries } from "./list-health";
import { RepriceSkipReason } from "./reprice";

const runs = { numRuns: 300 };
const crpArb = fc.option(fc.integer({ min: 0, max: 99_999_999 }), { nil: null });
const factsArb: fc.Arbitrary<HealthFacts> = fc
  .tuple(statusProductArb, crpArb)
  .map(([product, crp]) => healthFactsOf(product, crp));

describe("list health: what changed since the list was last opened, stated in other words", () => {
  it("nothing is reported when nothing changed", () => {
    fc.assert(
      fc.property(factsArb, fc.boolean(), (facts, prices) => {
        expect(compareHealthFacts(facts, facts, prices)).toEqual([]);
      }),
      runs,
    );
  });

  it("a phase-out is reported exactly when the product became phased out", () => {
    fc.assert(
      fc.property(factsArb, factsArb, fc.boolean(), (before, after, prices) => {
        const reported = compareHealthFacts(before, after, prices).some((c) => c.kind === "PHASED_OUT");
        expect(reported).toBe(
          before.phaseOutStatus !== "PHASED_OUT" && after.phaseOutStatus === "PHASED_OUT",
        );
      }),
      runs,
    );
  });

  it("a lost clearance is reported exactly when the product was cleared and no longer is", () => {
    fc.assert(
      fc.property(factsArb, factsArb, fc.boolean(), (before, after, prices) => {
        const reported = compareHealthFacts(before, after, prices).some((c) => c.kind === "CLEARANCE_LOST");
        expect(reported).toBe(before.cleared && !after.cleared);
      }),
      runs,
    );
  });

  it("a change of the derived status is always reported, as such or as a phase-out or lost clearance", () => {
    fc.assert(
      fc.property(factsArb, factsArb, fc.boolean(), (before, after, prices) => {
        const kinds = compareHealthFacts(before, after, prices).map((c) => c.kind);
        const statusKinds = kinds.filter((kind) => kind !== "PRICE_CHANGED");
        if (before.status !== after.status) expect(statusKinds.length).toBeGreaterThan(0);
        expect(statusKinds.includes("AVAILABILITY_CHANGED")).toBe(
          before.status !== after.status &&
            !kinds.includes("PHASED_OUT") &&
            !kinds.includes("CLEARANCE_LOST"),
        );
      }),
      runs,
    );
  });

  it("a price change is reported only to viewers allowed prices, with both values", () => {
    fc.assert(
      fc.property(factsArb, factsArb, fc.boolean(), (before, after, prices) => {
        const price = compareHealthFacts(before, after, prices).filter((c) => c.kind === "PRICE_CHANGED");
        expect(price).toEqual(
          prices && before.crp !== after.crp
            ? [{ kind: "PRICE_CHANGED", before: before.crp, after: after.crp }]
            : [],
        );
      }),
      runs,
    );
  });

  it("each product changed since the last open or unquotable now is named once, with both, in list order", () => {
    const catalogueArb = fc.dictionary(
      fc.integer({ min: 1, max: 20 }).map(String),
      fc.tuple(factsArb, factsArb),
    );
    const reasonsArb = fc.dictionary(
      fc.integer({ min: 1, max: 25 }).map(String),
      fc.option(fc.constantFrom(...RepriceSkipReason.options), { nil: null }),
    );
    fc.assert(
      fc.property(
        catalogueArb,
        reasonsArb,
        fc.array(fc.integer({ min: 1, max: 25 })),
        (catalogue, reasons, ids) => {
          const before = new Map(Object.entries(catalogue).map(([id, [was]]) => [Number(id), was]));
          const now = (id: number) => catalogue[String(id)]?.[1] ?? (before.get(id) as HealthFacts);
          const reasonOf = (id: number) => reasons[String(id)] ?? null;
          const entries = listHealthEntries(ids, before, now, reasonOf, true);
          const expected = [...new Set(ids)].flatMap((id) => {
            const pair = catalogue[String(id)];
            const changes = pair === undefined ? [] : compareHealthFacts(pair[0], pair[1], true);
            const reason = reasonOf(id);
            return changes.length > 0 || reason !== null ? [{ productId: id, changes, reason }] : [];
          });
          expect(entries).toEqual(expected);
          const named = entries.map((entry) => entry.productId);
          expect(new Set(named).size).toBe(named.length);
        },
      ),
      runs,
    );
  });

  it("a product both changed and unquotable is one entry carrying its changes and its reason", () => {
    fc.assert(
      fc.property(factsArb, factsArb, fc.constantFrom(...RepriceSkipReason.options), (was, is, reason) => {
        fc.pre(compareHealthFacts(was, is, true).length > 0);
        const entries = listHealthEntries(
          [7, 7],
          new Map([[7, was]]),
          () => is,
          () => reason,
          true,
        );
        expect(entries).toEqual([{ productId: 7, changes: compareHealthFacts(was, is, true), reason }]);
      }),
      runs,
    );
  });
});
