import { describe, expect, it } from "vitest";
import { menuLabel } from "./menu-label";
import { initialCollapsed, storeCollapsed } from "./side-menu-state";

const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

describe("side menu state", () => {
  it("starts collapsed under 1500 px when nothing is stored", () => {
    expect(initialCollapsed(1499, memoryStorage())).toBe(true);
    expect(initialCollapsed(1500, memoryStorage())).toBe(false);
  });

  it("keeps the stored choice whatever the width", () => {
    const storage = memoryStorage();
    storeCollapsed(false, storage);
    expect(initialCollapsed(800, storage)).toBe(false);
  });
});

describe("menuLabel", () => {
  it("keeps a label of 25 characters", () => {
    expect(menuLabel("a".repeat(25))).toBe("a".repeat(25));
  });

  it("cuts a label of 26 characters to 25 with an ellipsis", () => {
    const cut = menuLabel("b".repeat(26));
    expect(Array.from(cut)).toHaveLength(25);
    expect(cut.endsWith("…")).toBe(true);
  });
});
