import { describe, expect, it } from "vitest";
import { memoryStorage } from "../ui/testing/memory-storage";
import { bearerToken, cookiesEnabled, rememberBearer } from "./bearer-session";

describe("bearer session (cookies disabled)", () => {
  it("reads navigator.cookieEnabled; only an explicit false means no cookies", () => {
    expect(cookiesEnabled({ cookieEnabled: false })).toBe(false);
    expect(cookiesEnabled({ cookieEnabled: true })).toBe(true);
    expect(cookiesEnabled(undefined)).toBe(true);
  });

  it("keeps the login's token, and a cookie login (token null) clears an old one", () => {
    const store = memoryStorage();
    expect(bearerToken(store)).toBeNull();
    rememberBearer("s1.sig", store);
    expect(bearerToken(store)).toBe("s1.sig");
    rememberBearer(null, store);
    expect(bearerToken(store)).toBeNull();
  });

  it("does nothing without a storage", () => {
    expect(() => rememberBearer("t", null)).not.toThrow();
    expect(bearerToken(null)).toBeNull();
  });
});
