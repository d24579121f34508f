import { type Administrator, mayManageCountry, ROLE_RANK } from "@catalogue/core/access";
import { Role, type RoleAssignment } from "@catalogue/core/model";
import { AssignableRole, UserEditForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type CountryLike, useCountryNames } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { Select } from "../../ui/select/select";
import { roleLabel } from "./user-labels";
import * as styles from "./users.css";

/** Core spec 5: the roles an admin may give, highest first. */
const ASSIGNABLE = ROLE_RANK.filter((role) => AssignableRole.safeParse(role).success) as AssignableRole[];

/** Props of RoleEditor. */
export type RoleEditorProps = {
  roles: readonly RoleAssignment[];
  actor: Administrator;
  countries: readonly CountryLike[] | undefined;
  busy: boolean;
  /** The whole new list of roles per country (the server replaces the user's roles with it). */
  onSave: (roles: UserEditForm[]) => void;
};

type FieldErrors = Partial<Record<"countryId" | "role", string>>;

/**
 * Core spec 5 "Users and roles": the user's role per country. Adding needs a country and a role (core's
 * UserEditForm); a Key user only touches the countries where they are Key user. Basic is what a user is where
 * nothing else is given, so Basic roles are not listed, and removing a role makes the user Basic in that country.
 */
export function RoleEditor({ roles, actor, countries, busy, onSave }: RoleEditorProps) {
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

  return (
    <section className={styles.section} aria-labelledby="roles-title">
      <h2 id="roles-title" className={styles.sectionTitle}>
        {t("users.edit.rolesTitle")}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.notice}>{t("users.edit.noRoles")}</p>
      ) : (
        <ul className={styles.roleList}>
          {shown.map((each) => {
            const name = nameOfId(each.countryId) || String(each.countryId);
            return (
              <li key={each.countryId} className={styles.roleItem}>
                <span>{t("users.edit.roleIn", { role: roleLabel(t, each.role), country: name })}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy || !mayManageCountry(actor, each.countryId)}
                  aria-label={t("users.edit.removeRole", { country: name })}
                  onClick={() =>
                    onSave(
                      kept.map((other) =>
                        other.countryId === each.countryId ? { ...other, role: Role.enum.BASIC_USER } : other,
                      ),
                    )
                  }
                >
                  {t("users.edit.remove")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.addRole}>
        <Select
          label={t("users.edit.country")}
          required
          placeholder
          value={countryId}
          error={errors.countryId}
          options={open.map((country) => ({ value: String(country.id), label: country.label }))}
          onChange={setCountryId}
        />
        <Select
          label={t("users.edit.role")}
          required
          placeholder
          value={role}
          error={errors.role}
          options={ASSIGNABLE.map((each) => ({ value: each, label: roleLabel(t, each) }))}
          onChange={setRole}
        />
        <Button onClick={add} loading={busy} className={styles.addRoleButton}>
          {t("users.edit.addRole")}
        </Button>
      </div>
    </section>
  );
}
