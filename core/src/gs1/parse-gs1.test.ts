import { describe, expect, it } from "vitest";
import { GROUP_SEPARATOR, gs1Date, parseGs1Code } from "./parse-gs1";

const YEAR = 2026;
const GS = GROUP_SEPARATOR;

describe("parseGs1Code", () => {
  it("reads a bare GTIN-13 as its 14 digits", () => {
    expect(parseGs1Code("4006381333931", YEAR)).toEqual({ gtin: "04006381333931" });
  });

  it("refuses a GTIN whose check digit is wrong", () => {
    expect(parseGs1Code("4006381333932", YEAR)).toBeNull();
  });

  it("reads a UDI label's bracketed element string", () => {
    expect(parseGs1Code("(01)04006381333931(17)271231(10)LOT-7A(21)SN0042", YEAR)).toEqual({
      gtin: "04006381333931",
      expiryDate: "2027-12-31",
      lot: "LOT-7A",
      serial: "SN0042",
    });
  });

  it("reads a DataMatrix scan with its symbology identifier and group separators", () => {
    expect(parseGs1Code(`]d201040063813339311727123110LOT-7A${GS}21SN0042`, YEAR)).toEqual({
      gtin: "04006381333931",
      expiryDate: "2027-12-31",
      lot: "LOT-7A",
      serial: "SN0042",
    });
  });

  it("accepts the separator written as <GS>, as keyboard-wedge scanners often send it", () => {
    expect(parseGs1Code("010400638133393110A1<GS>17271231", YEAR)?.expiryDate).toBe("2027-12-31");
  });

  it("skips bracketed identifiers it does not use", () => {
    expect(parseGs1Code("(01)04006381333931(30)12", YEAR)).toEqual({ gtin: "04006381333931" });
  });

  it("gives up on a raw identifier it does not know, whose length it cannot tell", () => {
    expect(parseGs1Code("01040063813339313012", YEAR)).toBeNull();
  });

  it("needs a GTIN: a lot alone names no product", () => {
    expect(parseGs1Code("(10)ABC", YEAR)).toBeNull();
  });

  it("refuses a month 13", () => {
    expect(parseGs1Code("(01)04006381333931(17)271331", YEAR)).toBeNull();
  });

  it("treats plain words as no code", () => {
    expect(parseGs1Code("ventilator", YEAR)).toBeNull();
  });
});

describe("gs1Date", () => {
  it("reads day 00 as the month's last day", () => {
    expect(gs1Date("280200", YEAR)).toBe("2028-02-29");
  });

  it("puts a year up to 50 years ahead into the future and one further ahead into the past century", () => {
    expect(gs1Date("760101", YEAR)).toBe("2076-01-01");
    expect(gs1Date("770101", YEAR)).toBe("1977-01-01");
  });
});
