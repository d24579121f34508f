import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { messageText } from "../testing/messages";
import { HINT_IDS, hintTextKey } from "./hint-catalogue";
import { FRESH_HINTS_MEMORY, parseHintsMemory } from "./hints-memory";

describe("hints memory (core spec 3: hiddenHints)", () => {
  it("reads what was stored", () => {
    const stored = JSON.stringify({ hiddenHints: ["finder.careAreas"], hintsOff: true });
    expect(parseHintsMemory(stored)).toEqual({ hiddenHints: ["finder.careAreas"], hintsOff: true });
  });

  it("drops names of hints that no longer exist", () => {
    const stored = JSON.stringify({ hiddenHints: ["finder.retired", "users.table"], hintsOff: false });
    expect(parseHintsMemory(stored).hiddenHints).toEqual(["users.table"]);
  });

  it.each([null, "", "not json", "[]", '{"hiddenHints":"x"}'])("counts %j as a fresh user", (stored) => {
    expect(parseHintsMemory(stored)).toEqual(FRESH_HINTS_MEMORY);
  });
});

describe("hint texts (core spec 2.3, 11 languages)", () => {
  it.each(LANGUAGES)("are all translated in %s", (lang) => {
    expect(HINT_IDS.filter((id) => !messageText(lang, hintTextKey(id)))).toEqual([]);
  });

  it("are real translations, not English copies", () => {
    const english = messageText("en", hintTextKey("finder.careAreas"));
    for (const lang of LANGUAGES.filter((l) => l !== "en"))
      expect(messageText(lang, hintTextKey("finder.careAreas")), lang).not.toBe(english);
  });
});
