import { afterEach, describe, expect, it } from "vitest";
import { anyConsentStored, rememberConsentToast, writeConsent } from "./consent-storage";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("anyConsentStored", () => {
  it("is false in a browser where nobody has answered, a waiting toast or other keys notwithstanding", () => {
    localStorage.setItem("catalogue.hints.suppressed", "true");
    rememberConsentToast();
    expect(anyConsentStored()).toBe(false);
  });

  it("is true once any user has decided", () => {
    writeConsent("42", "REJECTED");
    expect(anyConsentStored()).toBe(true);
  });

  it("is false when storage is refused: no decision can be read then either", () => {
    const refused = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(anyConsentStored(refused)).toBe(false);
  });
});
