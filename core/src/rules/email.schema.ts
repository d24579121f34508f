import * as z from "zod";
import { ValidationMessage } from "./validation-messages";

/**
 * Core spec 5 "Generic messages": the maker's own e-mail domain; lists and carts are mailed only inside it. Kept
 * here, not among the constants, so it rides only into the screens that check addresses.
 */
export const MAKER_EMAIL_DOMAIN = "catalogue.example";

/** The longest e-mail address SMTP carries (RFC 5321: a path of 256 characters, angle brackets included). */
export const EMAIL_ADDRESS_MAX = 254;

/** Core spec 5 "Generic messages": the domain part of an address, compared without regard to case. */
function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * Core spec 5 "Generic messages": an e-mail address of valid format from the maker's own domain. The domain is
 * passed in (configuration, not a rule); sub-domains of it do not count as the maker's domain.
 */
export function makerEmail(makerDomain: string): z.ZodType<string> {
  const domain = makerDomain.trim().toLowerCase();
  return z
    .string()
    .trim()
    .pipe(z.email({ error: ValidationMessage.invalidEmail }))
    .refine((address) => domainOf(address) === domain, {
      error: ValidationMessage.emailDomain,
      params: { domain },
    });
}
