import { describe, expect, it } from "vitest";
import { readStored, removeStored, writeStored } from "./safe-storage";

const blocked = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

function memory(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("safe storage", () => {
  it("reads back what it wrote and forgets what it removed", () => {
    const storage = memory();
    expect(writeStored("a", "1", storage)).toBe(true);
    expect(readStored("a", storage)).toBe("1");
    removeStored("a", storage);
    expect(readStored("a", storage)).toBeNull();
  });

  it("finds nothing and keeps nothing when storage cannot even be reached", () => {
    expect(readStored("a", blocked)).toBeNull();
    expect(writeStored("a", "1", blocked)).toBe(false);
    expect(() => removeStored("a", blocked)).not.toThrow();
  });

  it("reports a full storage as not kept", () => {
    const full = { ...memory(), setItem: () => blocked() };
    expect(writeStored("a", "1", full)).toBe(false);
  });
});
