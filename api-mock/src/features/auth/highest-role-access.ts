import { isHighestRole } from "@catalogue/core/access";
import type { Role } from "@catalogue/core/model";
import { forbidden } from "../../http/domain-error";
import { type AccessSubject, assertRegularAccess } from "./regular-access";

/**
 * Core spec 6: system management (imports) and availability management are for "the highest role only" (core
 * `HIGHEST_ROLE`, ADMIN). Partners not yet accepted still get their own 403 result keys first, so the web's error
 * policy sends them to the waiting room or the rejected page; anyone else below the highest role gets 403 FORBIDDEN.
 */
export function assertHighestRole(subject: AccessSubject): void {
  assertRegularAccess(subject);
  requireHighestRole(subject.role);
}

/** Core spec 6: for a caller already past `assertRegularAccess`: 403 FORBIDDEN below the highest role. */
export function requireHighestRole(role: Role): void {
  if (!isHighestRole({ role })) throw forbidden("Only the highest role may manage this");
}
