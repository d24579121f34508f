import { type Administrator, mayManageCountry } from "@catalogue/core/access";
import { Role, type RoleAssignment } from "@catalogue/core/model";
import { UserEditForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type CountryLike, useCountryNames } from "../../lib/country-names";

type FieldErrors = Partial<Record<"countryId" | "role", string>>;

/**
 * The role editor's form and the roles it sends back: adding is checked with core's UserEditForm and replaces
 * the country's role; removing makes the user Basic there. Only countries the actor manages can be chosen.
 */
export function useRoleEditor(
  roles: readonly RoleAssignment[],
  actor: Administrator,
  countries: readonly CountryLike[] | undefined,
  onSave: (roles: UserEditForm[]) => void,
) {
  const { t } = useTranslation();
  const { sorted, nameOfId } = useCountryNames(countries);
  const [countryId, setCountryId] = useState("");
  const [role, setRole] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // What is sent back: the roles an admin may give (a non-admin staff member holds no other).
  const kept = roles.flatMap((each) => {
    const parsed = UserEditForm.safeParse(each);
    return parsed.success ? [parsed.data] : [];
  });
  const shown = roles.filter((each) => each.role !== Role.enum.BASIC_USER);
  // A country the user already has a role in may be chosen again: its role is then replaced.
  const open = sorted.filter((country) => mayManageCountry(actor, country.id));

  const add = () => {
    const parsed = UserEditForm.safeParse({
      countryId: countryId === "" ? null : Number(countryId),
      role: role || null,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= t(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setCountryId("");
    setRole("");
    onSave([...kept.filter((each) => each.countryId !== parsed.data.countryId), parsed.data]);
  };

  const removeRole = (countryIdToClear: number) =>
    onSave(
      kept.map((other) =>
        other.countryId === countryIdToClear ? { ...other, role: Role.enum.BASIC_USER } : other,
      ),
    );
  return { nameOfId, countryId, setCountryId, role, setRole, errors, shown, open, add, removeRole };
}
