import { isPartner, isRegularRole, partnerAdmission } from "@catalogue/core/access";
import type { Role, ScpStatus } from "@catalogue/core/model";
import { forbidden } from "../../http/domain-error";

/** The part of a user that decides access to the regular pages' calls. */
export interface AccessSubject {
  role: Role;
  scpStatus: ScpStatus | null;
}

/**
 * Core spec 6 / 8: the calls behind the regular pages (finder, search, lists, products, settings) are for the
 * regular roles and for admitted partners (core's `partnerAdmission`). A partner still waiting (PENDING, or not
 * registered yet) gets 403 SALES_CHANNEL_PARTNER_USER_PENDING, a rejected one 403
 * SALES_CHANNEL_PARTNER_USER_REJECTED, so the client's error policy sends each to its page; anyone else 403
 * FORBIDDEN. Later features call it first.
 */
export function assertRegularAccess(subject: AccessSubject): void {
  if (isRegularRole(subject.role)) return;
  if (!isPartner(subject)) throw forbidden("This role has no access to the catalogue");
  switch (partnerAdmission(subject.scpStatus)) {
    case "admitted":
      return;
    case "rejected":
      throw forbidden("The partner registration was rejected", "SALES_CHANNEL_PARTNER_USER_REJECTED");
    case "waiting":
      throw forbidden("The partner registration is not approved yet", "SALES_CHANNEL_PARTNER_USER_PENDING");
  }
}
