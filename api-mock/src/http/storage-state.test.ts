import { describe, expect, it } from "vitest";
import { StorageState, storageRefusalOf } from "./storage-state";

describe("storage state", () => {
  it("is writable until a write is refused, and writable again after the next write succeeds", () => {
    const state = new StorageState();
    expect(state.current()).toEqual({ writable: true });

    state.refused("diskFull");
    expect(state.current()).toEqual({ writable: false, reason: "diskFull" });

    state.wrote();
    expect(state.current()).toEqual({ writable: true });
  });

  it.each([
    ["25006", "readOnly"],
    ["53100", "diskFull"],
    ["58030", "ioError"],
  ])("reads PostgreSQL's %s as %s, also when a query error wraps it", (code, reason) => {
    const driverError = Object.assign(new Error("driver"), { code });

    expect(storageRefusalOf(driverError)).toBe(reason);
    expect(storageRefusalOf(new Error("Failed query", { cause: driverError }))).toBe(reason);
  });

  it("is no refusal for other database errors (a unique violation, an out-of-range number)", () => {
    expect(storageRefusalOf(Object.assign(new Error("unique"), { code: "23505" }))).toBeUndefined();
    expect(storageRefusalOf(Object.assign(new Error("range"), { code: "22003" }))).toBeUndefined();
  });
});
