import { describe, expect, it } from "vitest";
import type { Role, ScpStatus } from "../model/enums";
import { isAdmittedPartner, partnerAdmission } from "./partner-admission";

describe("partner admission (core spec 6 / 2.2)", () => {
  it("admits ACCEPTED, shuts REJECTED out, and lets every other status wait", () => {
    expect(partnerAdmission("ACCEPTED")).toBe("admitted");
    expect(partnerAdmission("REJECTED")).toBe("rejected");
    for (const status of ["PENDING", "ONBOARDING_REQUIRED", null, undefined] as const) {
      expect(partnerAdmission(status)).toBe("waiting");
    }
  });

  it("calls only a partner with an accepted registration admitted", () => {
    const partnerRole: Role = "SALES_CHANNEL_PARTNER";
    const partner = (scpStatus: ScpStatus | null) => ({ role: partnerRole, scpStatus });
    expect(isAdmittedPartner(partner("ACCEPTED"))).toBe(true);
    expect(isAdmittedPartner(partner("PENDING"))).toBe(false);
    expect(isAdmittedPartner(partner("REJECTED"))).toBe(false);
    // Staff are not partners, whatever a stray status says.
    expect(isAdmittedPartner({ role: "KEY_USER", scpStatus: "ACCEPTED" })).toBe(false);
  });
});
