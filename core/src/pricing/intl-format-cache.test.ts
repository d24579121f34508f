import { describe, expect, it } from "vitest";
import { cachedDateTimeFormat, cachedNumberFormat, INTL_FORMAT_CACHE_LIMIT } from "./intl-format-cache";

describe("Intl formatter memo (core spec 9)", () => {
  it("hands out the same number formatter again for the same locale and options", () => {
    const first = cachedNumberFormat("de", { maximumFractionDigits: 2 });

    const second = cachedNumberFormat("de", { maximumFractionDigits: 2 });

    expect(second).toBe(first);
  });

  it("builds a separate number formatter when the locale or an option differs", () => {
    const german = cachedNumberFormat("de", { minimumFractionDigits: 2 });

    const english = cachedNumberFormat("en", { minimumFractionDigits: 2 });
    const wholeGerman = cachedNumberFormat("de", { maximumFractionDigits: 0 });

    expect(german.format(1234.5)).toBe("1.234,50");
    expect(english.format(1234.5)).toBe("1,234.50");
    expect(wholeGerman.format(1234.5)).toBe("1.235");
  });

  it("hands out the same date formatter again, and another one for another time zone", () => {
    const tokyo = cachedDateTimeFormat("en", { timeZone: "Asia/Tokyo", hour: "2-digit", hourCycle: "h23" });

    const tokyoAgain = cachedDateTimeFormat("en", {
      timeZone: "Asia/Tokyo",
      hour: "2-digit",
      hourCycle: "h23",
    });
    const utc = cachedDateTimeFormat("en", { timeZone: "UTC", hour: "2-digit", hourCycle: "h23" });

    expect(tokyoAgain).toBe(tokyo);
    expect(tokyo.format(new Date("2026-11-20T23:30:00Z"))).toBe("08");
    expect(utc.format(new Date("2026-11-20T23:30:00Z"))).toBe("23");
  });

  it("refuses an unknown time zone with a RangeError on every call", () => {
    const unknownZone = { timeZone: "Mars/Olympus_Mons" };

    expect(() => cachedDateTimeFormat("en", unknownZone)).toThrow(RangeError);
    expect(() => cachedDateTimeFormat("en", unknownZone)).toThrow(RangeError);
  });

  it("keeps at most its limit of formatters, letting the oldest go first", () => {
    const oldest = cachedNumberFormat("en-x-first", { maximumFractionDigits: 1 });
    // Private-use language tags are valid and distinct, so each one takes its own place in the memo.
    const filler = Array.from({ length: INTL_FORMAT_CACHE_LIMIT }, (_, index) =>
      cachedNumberFormat(`en-x-n${index}`, { maximumFractionDigits: 1 }),
    );

    const newest = filler.at(-1);
    const oldestAgain = cachedNumberFormat("en-x-first", { maximumFractionDigits: 1 });

    expect(oldestAgain).not.toBe(oldest);
    expect(oldestAgain.format(1.25)).toBe(oldest.format(1.25));
    expect(cachedNumberFormat(`en-x-n${INTL_FORMAT_CACHE_LIMIT - 1}`, { maximumFractionDigits: 1 })).toBe(
      newest,
    );
  });
});
