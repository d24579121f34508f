import { describe, expect, it } from "vitest";
import { exampleCards } from "../../catalogue";
import { exampleElement } from "../list-fixtures";
import { keyTarget } from "./order-list";
import { inOrder } from "./order-mode";
import { targetIndex } from "./use-drag-reorder";

describe("targetIndex: where a dragged row belongs", () => {
  const middles = [10, 30, 50, 70];

  it("goes below every other row whose middle is above the pointer", () => {
    expect(targetIndex(middles, 0, 55)).toBe(2);
  });

  it("goes to the top above the first middle and to the end below the last", () => {
    expect(targetIndex(middles, 3, 0)).toBe(0);
    expect(targetIndex(middles, 0, 100)).toBe(3);
  });

  it("stays where it is while the pointer is between its neighbours' middles", () => {
    expect(targetIndex(middles, 1, 35)).toBe(1);
  });
});

describe("keyTarget: where a key sends a focused row", () => {
  it("moves one place with the arrows and to the ends with Home and End", () => {
    expect(keyTarget("ArrowDown", 1, 4)).toBe(2);
    expect(keyTarget("ArrowUp", 1, 4)).toBe(0);
    expect(keyTarget("Home", 2, 4)).toBe(0);
    expect(keyTarget("End", 1, 4)).toBe(3);
  });

  it("does nothing past the ends or for other keys", () => {
    expect(keyTarget("ArrowUp", 0, 4)).toBeUndefined();
    expect(keyTarget("ArrowDown", 3, 4)).toBeUndefined();
    expect(keyTarget("Enter", 1, 4)).toBeUndefined();
  });
});

describe("inOrder", () => {
  it("shows the elements in the machine's order and leaves out ids without an element", () => {
    const [a, b] = exampleCards(2).map((card, index) => exampleElement(index + 1, card));
    expect(
      inOrder(
        [a, b].flatMap((e) => e ?? []),
        ["2", "9", "1"],
      ).map((e) => e.id),
    ).toEqual([2, 1]);
  });
});
