import { HINT_IDS } from "@catalogue/core/hints";
import { describe, expect, it } from "vitest";
import * as stories from "./hint-popover.stories";

describe("hint stories (core spec 2.3: a story for each hint)", () => {
  it("show every hint of the catalogue", () => {
    const shown = Object.entries(stories)
      .filter(([name]) => name !== "default")
      .map(([, story]) => (story as { args: { hint: string } }).args.hint);
    expect([...shown].sort()).toEqual([...HINT_IDS].sort());
  });
});
