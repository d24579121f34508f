import { describe, expect, it } from "vitest";
import { titleWords, twoFilterCombinations } from "./bench-scenarios";

describe("benchmark query samples", () => {
  it("keeps each typeable word once, lower-cased, without numbers or words under four letters", () => {
    const words = titleWords(["Atlan A100, breathing circuit", "Breathing circuit 1.5 m, adult"]);

    expect(words).toEqual(["atlan", "a100", "breathing", "circuit", "adult"]);
  });

  it("pairs one value of each of two different filter keys in the codec's spelling", () => {
    const filters = twoFilterCombinations({ careArea: ["OR", "ICU"], usage: ["SINGLEUSE"] });

    expect(filters).toEqual(["careArea:OR;usage:SINGLEUSE", "careArea:ICU;usage:SINGLEUSE"]);
  });
});
