import { afterEach, describe, expect, it, vi } from "vitest";
import { bearerToken } from "./bearer-session";
import { API_READS_CACHE } from "./offline-caches";
import { exchangeLoginCode, logout } from "./session";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const LOGIN = { redirectUrl: "/", expiresAt: "2026-11-22T10:00:00Z" };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("login without cookies", () => {
  it("asks for a bearer token, keeps it and sends it on the next call; logout forgets it", async () => {
    const fetcher = vi.fn(async (url: string, _init?: RequestInit) =>
      json(url === "/api/login" ? { ...LOGIN, token: "s1.sig" } : { url: "/bye" }),
    );
    vi.stubGlobal("fetch", fetcher);

    await exchangeLoginCode("code-1", "/", false);
    const loginBody = JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body));
    expect(loginBody).toMatchObject({ code: "code-1", hasCookiesEnabled: false });
    expect(bearerToken()).toBe("s1.sig");

    await logout();
    expect(fetcher.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: "Bearer s1.sig" });
    expect(bearerToken()).toBeNull();
  });

  it("with cookies keeps no token, even when an old one was stored", async () => {
    sessionStorage.setItem("catalogue.bearer", "old.sig");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ ...LOGIN, token: null })),
    );
    await exchangeLoginCode("code-2", "/", true);
    expect(bearerToken()).toBeNull();
  });
});

describe("logout", () => {
  it("forgets the API reads the service worker kept for offline use", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ url: "/bye" })),
    );
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: deleteCache });
    await logout();
    expect(deleteCache).toHaveBeenCalledWith(API_READS_CACHE);
  });
});
