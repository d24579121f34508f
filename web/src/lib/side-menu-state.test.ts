import { describe, expect, it } from "vitest";
import { memoryStorage } from "../ui/testing/memory-storage";
import { menuLabel } from "./menu-label";
import { initialCollapsed, storeCollapsed } from "./side-menu-state";

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
