import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankText, paddedText, visibleText } from "../testing/text.arbitraries";
import { ProductListForm } from "./product-list-form.schema";

const runs = { numRuns: 200 };

describe("ProductListForm limits (core spec 5: title 1..200 after trimming, description up to 500)", () => {
  it("accepts every title of exactly 200 and of 199 visible characters", () => {
    fc.assert(
      fc.property(fc.constantFrom(199, 200).chain(visibleText), (title) => {
        expect(ProductListForm.safeParse({ title }).success).toBe(true);
      }),
      runs,
    );
  });

  it("rejects every title of 201 visible characters", () => {
    fc.assert(
      fc.property(visibleText(201), (title) => {
        expect(ProductListForm.safeParse({ title }).success).toBe(false);
      }),
      runs,
    );
  });

  it("accepts 200 visible characters however much blank surrounds them", () => {
    fc.assert(
      fc.property(paddedText(200), (title) => {
        expect(ProductListForm.safeParse({ title }).data?.title.length).toBe(200);
      }),
      runs,
    );
  });

  it("rejects every whitespace-only title as required", () => {
    fc.assert(
      fc.property(blankText(), (title) => {
        const issues = ProductListForm.safeParse({ title }).error?.issues ?? [];
        expect(issues.map((i) => i.message)).toEqual(["validation.required"]);
      }),
      runs,
    );
  });

  it("accepts descriptions of 499 and 500 characters and rejects 501", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 499, max: 501 }).chain((n) => visibleText(n)),
        (description) => {
          const valid = ProductListForm.safeParse({ title: "t", description }).success;
          expect(valid).toBe(description.length <= 500);
        },
      ),
      runs,
    );
  });
});
