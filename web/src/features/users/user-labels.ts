import type { Role } from "@catalogue/core/model";
import type { TFunction } from "i18next";

/** A role's name in the interface language (the role-change popup's names, so every screen says the same). */
export const roleLabel = (t: TFunction, role: Role): string => t(`notifications.roles.${role}`);

/** A moment as a date and time in the interface language; "never" when there is none. */
export function formatMoment(t: TFunction, language: string, moment: string | null): string {
  if (!moment) return t("users.never");
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(moment),
  );
}
