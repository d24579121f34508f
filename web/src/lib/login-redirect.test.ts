import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The "already leaving" flag is module state, so every test gets a fresh copy of the module.
async function freshModule() {
  vi.resetModules();
  return import("./login-redirect");
}

describe("leaving the page for login or logout", () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("several 401s at once navigate once, remembering the first path", async () => {
    const { redirectToLogin, takeRememberedPath } = await freshModule();
    const { AUTHORIZE_URL } = await import("./authorize-url");
    await Promise.all([redirectToLogin("/products/1"), redirectToLogin("/lists")]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL);
    expect(AUTHORIZE_URL).toBe("/api/auth/authorize");
    expect(takeRememberedPath()).toBe("/products/1");
  });

  it("once logout is confirmed, a 401 of a call still in flight neither navigates nor remembers a path", async () => {
    const { redirectToLogin, startLeaving, leaveFor, takeRememberedPath } = await freshModule();
    startLeaving();
    redirectToLogin("/settings");
    expect(assign).not.toHaveBeenCalled();
    leaveFor("/identity?logged-out");
    expect(assign).toHaveBeenCalledWith("/identity?logged-out");
    expect(takeRememberedPath()).toBe("/");
  });
});
