import type { FieldError } from "@catalogue/core/api";
import { makerEmail } from "@catalogue/core/rules";
import { validationFailed } from "../http/domain-error";
import { INTERNAL_DOMAIN } from "../seed/demo-users";

/**
 * Core e-mail rule: a list or a cart is mailed only to addresses of the maker's domain. Answers 460 with one field
 * error per refused address (`recipients.N`), so a form can mark each.
 */
export function assertMakerRecipients(recipients: readonly string[]): void {
  const rule = makerEmail(INTERNAL_DOMAIN);
  const fieldErrors: FieldError[] = recipients.flatMap((recipient, index) => {
    const parsed = rule.safeParse(recipient);
    return parsed.success
      ? []
      : [
          {
            field: `recipients.${index}`,
            messageKey: parsed.error.issues[0]?.message ?? "validation.invalidEmail",
          },
        ];
  });
  if (fieldErrors.length > 0) throw validationFailed(fieldErrors);
}
