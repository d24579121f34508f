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
        link: "",
      });

      expect(result.error?.issues.map((i) => i.message)).toEqual([
        "validation.availability.descriptionRequired",
      ]);
    },
  );

  it("requires a status", () => {
    const result = AvailabilityIndicatorForm.safeParse({ scope: "GLOBAL", status: null, description: "d" });

    expect(result.error?.issues.map((i) => i.message)).toEqual(["validation.availability.statusRequired"]);
  });

  it("accepts a blank link as no link", () => {
    const result = AvailabilityIndicatorForm.safeParse({
      scope: "COUNTRY",
      status: "NOT_AVAILABLE",
      description: "Back in May",
      link: "  ",
    });

    expect(result.data?.link).toBeUndefined();
  });

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
