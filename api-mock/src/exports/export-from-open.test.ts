import { describe, expect, it } from "vitest";
import { completeExport } from "./export-from-open";
import { sampleExportFromOpen } from "./export-from-open.fixture";
import { sampleListExport } from "./list-export.fixture";

describe("completeExport", () => {
  it("reads the exported lines from the list's open answer, in its order and with their prices", () => {
    const { list, viewer, includeFinancial, exportedAt, elements } = sampleListExport(3);
    const complete = completeExport(sampleExportFromOpen(3));
    expect(complete).toEqual({ list, viewer, includeFinancial, exportedAt, elements });
  });

  it("leaves every price field out for a caller who may not see prices", () => {
    const complete = completeExport(sampleExportFromOpen(2, false));
    expect(complete.elements.map((element) => "pricing" in element)).toEqual([false, false]);
    expect(complete.elements.map((element) => element.partNumber)).toEqual(["MP010000", "MP010001"]);
  });

  it("hands a whole export on as it is", () => {
    const whole = sampleListExport(2);
    expect(completeExport(whole)).toBe(whole);
  });
});
