import { beforeEach, describe, expect, it } from "vitest";
import { readCardSize, storeCardSize } from "./card-size-store";

describe("card size store (core spec 9)", () => {
  beforeEach(() => localStorage.clear());
  it("starts at default, keeps a choice and ignores unknown values", () => {
    expect(readCardSize()).toBe("default");
    storeCardSize("large");
    expect(readCardSize()).toBe("large");
    localStorage.setItem("catalogue.cardSize", "huge");
    expect(readCardSize()).toBe("default");
  });
});
