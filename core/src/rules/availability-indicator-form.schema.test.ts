import { describe, expect, it } from "vitest";
import { AvailabilityIndicatorForm, isIndicatorDetailEnabled } from "./availability-indicator-form.schema";

describe("availability indicator form (core spec 4.8, 5)", () => {
  it("keeps description and link disabled until a custom status is chosen", () => {
    expect(isIndicatorDetailEnabled({ status: null })).toBe(false);
    expect(isIndicatorDetailEnabled({ status: "WARNING" })).toBe(true);
  });

  it.each(["GLOBAL", "COUNTRY", "SUBREGION"] as const)(
    "requires a description for a %s indicator",
    (scope) => {
      const result = AvailabilityIndicatorForm.safeParse({
        scope,
        status: "WARNING",
        description: " ",
        link: "https://maker.example/news",
      });

      expect(result.error?.issues.map((i) => i.message)).toEqual([
        "validation.availability.descriptionRequired",
      ]);
    },
  );

  it("requires a status", () => {
    const result = AvailabilityIndicatorForm.safeParse({
      scope: "GLOBAL",
      status: null,
      description: "d",
      link: "https://maker.example/news",
    });

    expect(result.error?.issues.map((i) => i.message)).toEqual(["validation.availability.statusRequired"]);
  });

  it.each(["GLOBAL", "COUNTRY", "SUBREGION"] as const)(
    "requires a link for a %s indicator (missing or blank)",
    (scope) => {
      for (const link of [undefined, "", "  "]) {
        const result = AvailabilityIndicatorForm.safeParse({
          scope,
          status: "NOT_AVAILABLE",
          description: "Back in May",
          link,
        });

        expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
          ["link", "validation.required"],
        ]);
      }
    },
  );

  it("rejects a link that is not an http(s) URL", () => {
    const base = { scope: "GLOBAL", status: "AVAILABLE", description: "d" };

    expect(
      AvailabilityIndicatorForm.safeParse({ ...base, link: "not a url" }).error?.issues[0]?.message,
    ).toBe("validation.invalidUrl");
    expect(AvailabilityIndicatorForm.safeParse({ ...base, link: "javascript:alert(1)" }).success).toBe(false);
    expect(AvailabilityIndicatorForm.safeParse({ ...base, link: "https://maker.example/news" }).success).toBe(
      true,
    );
  });
});
