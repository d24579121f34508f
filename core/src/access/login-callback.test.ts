import { describe, expect, it } from "vitest";
import { decideRoute } from "./decide-route";
import { isPasswordResetCallback, normalizeLoginCallback } from "./login-callback";
import { matchRoute } from "./match-route";

describe("login callback (core spec 2.2, 8)", () => {
  it("normalises #/?code= to the token route", () => {
    const path = normalizeLoginCallback("#/?code=abc123&state=x");

    expect(path).toBe("/code=abc123");
    expect(matchRoute(path)).toEqual({ name: "token", params: { code: "abc123" } });
  });

  it("leaves other hash paths alone", () => {
    expect(normalizeLoginCallback("#/product-lists")).toBe("/product-lists");
    expect(normalizeLoginCallback("")).toBe("/");
  });

  it("sends the normalised callback on to the finder when nothing was remembered", () => {
    const route = matchRoute(normalizeLoginCallback("#/?code=abc"))?.name ?? null;

    expect(decideRoute({ route, profile: { role: "BASIC_USER", countryId: 49 } })).toEqual({
      kind: "redirect",
      to: "/",
    });
  });

  it("asks for a password reset on access_denied with AADB2C90118, and only then", () => {
    expect(
      isPasswordResetCallback("access_denied", "AADB2C90118: The user has forgotten their password."),
    ).toBe(true);
    expect(isPasswordResetCallback("access_denied", "AADB2C90091: cancelled")).toBe(false);
    expect(isPasswordResetCallback("server_error", "AADB2C90118")).toBe(false);
  });
});
