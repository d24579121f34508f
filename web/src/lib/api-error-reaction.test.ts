import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { applyErrorPolicy } from "./api-error-reaction";

const situation = { during: "request", userHasCountry: true } as const;
const nav = () => ({ toLogin: vi.fn(), navigate: vi.fn() });

describe("applyErrorPolicy", () => {
  it("sends a 401 to the login", () => {
    const navigation = nav();
    applyErrorPolicy(new ApiError(401, "UNAUTHORIZED", "Unauthorized"), situation, navigation);
    expect(navigation.toLogin).toHaveBeenCalledOnce();
  });

  it("opens the errors page for a 500", () => {
    const navigation = nav();
    applyErrorPolicy(new ApiError(500, "INTERNAL", "Server Error"), situation, navigation);
    expect(navigation.navigate).toHaveBeenCalledWith("/errors?code=500");
  });

  it("opens the loginError page for a disabled account during login", () => {
    const navigation = nav();
    applyErrorPolicy(
      new ApiError(409, "USER_ACCOUNT_DISABLED", "Conflict"),
      { ...situation, during: "login" },
      navigation,
    );
    expect(navigation.navigate).toHaveBeenCalledWith("/loginError?code=409&resultKey=USER_ACCOUNT_DISABLED");
  });

  it("opens the no-internet page when no answer came", () => {
    const navigation = nav();
    applyErrorPolicy(new ApiError(null, null, "network"), situation, navigation);
    expect(navigation.navigate).toHaveBeenCalledWith("/errors?code=no-internet");
  });

  it("returns a toast key for a business-rule answer without navigating", () => {
    const navigation = nav();
    const toast = applyErrorPolicy(new ApiError(409, "SOMETHING_ELSE", "Conflict"), situation, navigation);
    expect(toast?.messageKey).toBeTruthy();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it("stays silent on 428", () => {
    const navigation = nav();
    expect(applyErrorPolicy(new ApiError(428, "OPTIMISTIC_LOCK", ""), situation, navigation)).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it("throws again what is not an API error", () => {
    expect(() => applyErrorPolicy(new TypeError("bug"), situation, nav())).toThrow("bug");
  });
});
