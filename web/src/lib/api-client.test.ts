import { UserProfileResponse } from "@catalogue/core/api";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { API_ACCEPT, ApiError, apiRequest } from "./api-client";
import { firstPaintContract } from "./lazy-contract";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("apiRequest", () => {
  it("sends the session cookie, the versioned accept type and a JSON body", async () => {
    const fetcher = vi.fn(async () => json(200, { ok: true }));
    await apiRequest(
      { method: "POST", path: "/x", body: { a: 1 }, response: z.object({ ok: z.boolean() }) },
      fetcher,
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/x");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ Accept: API_ACCEPT, "Content-Type": "application/json" });
    expect(init.body).toBe('{"a":1}');
    expect(API_ACCEPT).toContain("version=2.0");
  });

  it("turns an error envelope into an ApiError with status and resultKey", async () => {
    const fetcher = async () =>
      json(409, { status: 409, resultKey: "USER_ACCOUNT_DISABLED", message: "disabled" });
    const error = await apiRequest({ path: "/login", response: z.unknown() }, fetcher).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, resultKey: "USER_ACCOUNT_DISABLED" });
  });

  it("reports a network failure as an ApiError without status", async () => {
    const fetcher = async (): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    };
    const error = await apiRequest({ path: "/x", response: z.unknown() }, fetcher).catch((e) => e);
    expect(error).toMatchObject({ status: null });
  });

  it("rejects an answer that breaks the contract", async () => {
    const fetcher = async () => json(200, { role: "NOBODY" });
    await expect(
      apiRequest({ path: "/user/profile", response: UserProfileResponse }, fetcher),
    ).rejects.toThrow();
  });

  it("parses with a lazily loaded contract and rejects an answer that breaks it", async () => {
    const contract = firstPaintContract("LogoutResponse");
    await expect(
      apiRequest({ path: "/logout", response: contract }, async () => json(200, { url: "/x" })),
    ).resolves.toEqual({
      url: "/x",
    });
    await expect(
      apiRequest({ path: "/logout", response: contract }, async () => json(200, { url: 1 })),
    ).rejects.toThrow();
  });

  it("sends the stored bearer token (cookies disabled) and no Authorization header without one", async () => {
    const fetcher = vi.fn(async () => json(200, {}));
    await apiRequest({ path: "/x", response: z.unknown() }, fetcher, "abc.def");
    await apiRequest({ path: "/x", response: z.unknown() }, fetcher, null);
    const headers = fetcher.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).toMatchObject({ Authorization: "Bearer abc.def" });
    expect(headers[1]).not.toHaveProperty("Authorization");
  });
});
