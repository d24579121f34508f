import { type CallFailure, failureOfAnswer, Offline } from "@catalogue/core/api/client";
import { describe, expect, it, vi } from "vitest";
import { applyErrorPolicy } from "./api-error-reaction";

/** A refusal as the typed client reports it: the status, the envelope's result key, the status text. */
const failed = (status: number, resultKey: string, statusText: string): CallFailure =>
  failureOfAnswer(status, { status, resultKey, message: resultKey }, statusText);

const situation = { during: "request", userHasCountry: true } as const;
const nav = () => ({ toLogin: vi.fn(), navigate: vi.fn() });

describe("applyErrorPolicy", () => {
  it("sends a 401 to the login", () => {
    const navigation = nav();
    applyErrorPolicy(failed(401, "UNAUTHORIZED", "Unauthorized"), situation, navigation);
    expect(navigation.toLogin).toHaveBeenCalledOnce();
  });

  it("opens the errors page for a 500", () => {
    const navigation = nav();
    applyErrorPolicy(failed(500, "INTERNAL", "Server Error"), situation, navigation);
    expect(navigation.navigate).toHaveBeenCalledWith("/errors?code=500");
  });

  it("opens the loginError page for a disabled account during login", () => {
    const navigation = nav();
    applyErrorPolicy(
      failed(409, "USER_ACCOUNT_DISABLED", "Conflict"),
      { ...situation, during: "login" },
      navigation,
    );
    expect(navigation.navigate).toHaveBeenCalledWith("/loginError?code=409&resultKey=USER_ACCOUNT_DISABLED");
  });

  it("opens the no-internet page when no answer came", () => {
    const navigation = nav();
    applyErrorPolicy(new Offline({ message: "network" }), situation, navigation);
    expect(navigation.navigate).toHaveBeenCalledWith("/errors?code=no-internet");
  });

  it("leaves out, in silence, a read the screen can do without when no answer came", () => {
    const navigation = nav();
    const sideRead = { ...situation, keepsScreen: true, isRead: true };
    expect(applyErrorPolicy(new Offline({ message: "network" }), sideRead, navigation)).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it("still opens the no-internet page for an action the screen has set back", () => {
    const navigation = nav();
    applyErrorPolicy(new Offline({ message: "network" }), { ...situation, keepsScreen: true }, navigation);
    expect(navigation.navigate).toHaveBeenCalledWith("/errors?code=no-internet");
  });

  it("returns a toast key for a business-rule answer without navigating", () => {
    const navigation = nav();
    const toast = applyErrorPolicy(failed(409, "SOMETHING_ELSE", "Conflict"), situation, navigation);
    expect(toast?.messageKey).toBeTruthy();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it("stays silent on 428", () => {
    const navigation = nav();
    expect(applyErrorPolicy(failed(428, "OPTIMISTIC_LOCK", ""), situation, navigation)).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(navigation.toLogin).not.toHaveBeenCalled();
  });

  it("throws again what is not an API error", () => {
    expect(() => applyErrorPolicy(new TypeError("bug"), situation, nav())).toThrow("bug");
  });
});
