import { describe, expect, it, vi } from "vitest";
import { loadWithRetries } from "./load-with-retries";

describe("loadWithRetries", () => {
  it("answers at the first success without further attempts", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("page");
    await expect(loadWithRetries(load, 2)).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up after the first attempt plus two retries, with the last error", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("one"))
      .mockRejectedValueOnce(new Error("two"))
      .mockRejectedValueOnce(new Error("three"))
      .mockResolvedValue("too late");
    await expect(loadWithRetries(load, 2)).rejects.toThrow("three");
    expect(load).toHaveBeenCalledTimes(3);
  });
});
