import * as fc from "fast-check";
import type { AccessProfile } from "../access/roles";
import { OrganizationRole, Role, ScpStatus } from "../model/enums";

/** Test support for core spec 6: any role value, labels and technical ones included. */
export const anyRole: fc.Arbitrary<Role> = fc.constantFrom(...Role.options);

/** Test support for core spec 4.1: any SCP status, or none. */
export const anyScpStatus: fc.Arbitrary<ScpStatus | null> = fc.option(fc.constantFrom(...ScpStatus.options), {
  nil: null,
});

/** Test support for core spec 3 / 6: an access profile with every role, SCP status and onboarding gap. */
export const anyAccessProfile: fc.Arbitrary<AccessProfile> = fc.record({
  role: anyRole,
  roles: fc.array(fc.record({ role: anyRole, countryId: fc.constantFrom("DE", "FR", "JP", "BR") }), {
    maxLength: 4,
  }),
  scpStatus: anyScpStatus,
  countryId: fc.option(fc.constantFrom("DE", "FR"), { nil: null }),
  currencyId: fc.option(fc.constantFrom("EUR", "USD"), { nil: null }),
  organizationRole: fc.option(fc.constantFrom(...OrganizationRole.options), { nil: null }),
  showPrices: fc.boolean(),
});

/** Test support for core spec 6: a partner profile (role SALES_CHANNEL_PARTNER). */
export const partnerProfile: fc.Arbitrary<AccessProfile> = anyAccessProfile.map((p) => ({
  ...p,
  role: Role.enum.SALES_CHANNEL_PARTNER,
}));
