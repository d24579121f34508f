import { describe, expect, it } from "vitest";
import { type BenchWriter, pick, titleWords, twoFilterCombinations, writeScenarios } from "./bench-scenarios";

const writers = (count: number): BenchWriter[] =>
  Array.from({ length: count }, (_, index) => ({ listId: 100 + index, elementIds: [7, 8], version: 5 }));
const sent = (request: { path: string; body?: string }) => ({
  path: request.path,
  ...(JSON.parse(request.body ?? "{}") as { elementId: number; version: number }),
});

describe("benchmark query samples", () => {
  it("keeps each typeable word once, lower-cased, without numbers or words under four letters", () => {
    const words = titleWords(["Atlan A100, breathing circuit", "Breathing circuit 1.5 m, adult"]);

    expect(words).toEqual(["atlan", "a100", "breathing", "circuit", "adult"]);
  });

  it("visits every sample once per round, also with a stride that shares a factor with their number", () => {
    const words = Array.from({ length: 77 }, (_, index) => `word${index}`);

    const round = Array.from({ length: 77 }, (_, n) => pick(words, n, 7));

    expect(new Set(round).size).toBe(77);
    expect(pick(words, 77, 7)).toBe(pick(words, 0, 7));
    expect(pick(words, 1, 7)).not.toBe(pick(words, 0, 7));
  });

  it("pairs one value of each of two different filter keys in the codec's spelling", () => {
    const filters = twoFilterCombinations({ careArea: ["OR", "ICU"], usage: ["SINGLEUSE"] });

    expect(filters).toEqual(["careArea:OR;usage:SINGLEUSE", "careArea:ICU;usage:SINGLEUSE"]);
  });
});

describe("write scenarios", () => {
  it("sends the single writer's changes one at a time with the version each change leaves", () => {
    const [single] = writeScenarios(writers(3));

    const requests = [0, 1, 2].map((n) => sent(single?.next(n) ?? { path: "" }));

    expect(single?.connections).toBe(1);
    expect(requests.map((request) => request.version)).toEqual([5, 6, 7]);
    expect(requests.map((request) => request.path)).toEqual(
      Array(3).fill("/api/v2/product-lists/list-elements/100/change-quantity"),
    );
  });

  it("gives each connection of the concurrent scenario its own list, its versions counting on per list", () => {
    const [, concurrent] = writeScenarios(writers(3));

    const requests = [0, 1, 2, 3].map((n) => sent(concurrent?.next(n, n % 2) ?? { path: "" }));

    expect(concurrent?.name).toBe("change quantity, 2 writers");
    expect(concurrent?.connections).toBe(2);
    expect(requests.map((request) => [request.path.split("/")[5], request.version])).toEqual([
      ["101", 5],
      ["102", 5],
      ["101", 6],
      ["102", 6],
    ]);
  });

  it("has no write scenario without lists to write", () => {
    expect(writeScenarios([])).toEqual([]);
  });
});
