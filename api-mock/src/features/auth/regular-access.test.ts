import { REGULAR_ROLES } from "@catalogue/core/access";
import type { Role, ScpStatus } from "@catalogue/core/model";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../http/domain-error";
import { toErrorEnvelope } from "../../http/to-error-envelope";
import { type AccessSubject, assertRegularAccess } from "./regular-access";

function outcome(subject: AccessSubject): string {
  try {
    assertRegularAccess(subject);
    return "allowed";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const envelope = toErrorEnvelope(error.failure);
    return `${envelope.status} ${envelope.resultKey}`;
  }
}

describe("assertRegularAccess", () => {
  it.each(REGULAR_ROLES)("lets the regular role %s through", (role) => {
    expect(outcome({ role, scpStatus: null })).toBe("allowed");
  });

  it("lets an accepted partner through", () => {
    expect(outcome({ role: "SALES_CHANNEL_PARTNER", scpStatus: "ACCEPTED" })).toBe("allowed");
  });

  it.each<ScpStatus | null>(["PENDING", "ONBOARDING_REQUIRED", null])(
    "sends a partner with status %s to wait (403 PENDING key)",
    (scpStatus) => {
      expect(outcome({ role: "SALES_CHANNEL_PARTNER", scpStatus })).toBe(
        "403 SALES_CHANNEL_PARTNER_USER_PENDING",
      );
    },
  );

  it("tells a rejected partner so (403 REJECTED key)", () => {
    expect(outcome({ role: "SALES_CHANNEL_PARTNER", scpStatus: "REJECTED" })).toBe(
      "403 SALES_CHANNEL_PARTNER_USER_REJECTED",
    );
  });

  it.each<Role>(["ROOT", "SYSTEM", "FIREBASE"])(
    "refuses the technical role %s with 403 FORBIDDEN",
    (role) => {
      expect(outcome({ role, scpStatus: null })).toBe("403 FORBIDDEN");
    },
  );
});
