import { type Administrator, mayManageCountry, ROLE_RANK } from "@catalogue/core/access";
import type { RoleAssignment } from "@catalogue/core/model";
import { AssignableRole, type UserEditForm } from "@catalogue/core/rules";
import { useTranslation } from "react-i18next";
import type { CountryLike } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { Select } from "../../ui/select/select";
import { useRoleEditor } from "./use-role-editor";
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

/**
 * Core spec 5 "Users and roles": the user's role per country. Adding needs a country and a role (core's
 * UserEditForm); a Key user only touches the countries where they are Key user. Basic is what a user is where
 * nothing else is given, so Basic roles are not listed, and removing a role makes the user Basic in that country.
 */
export function RoleEditor({ roles, actor, countries, busy, onSave }: RoleEditorProps) {
  const { t } = useTranslation();
  const { nameOfId, countryId, setCountryId, role, setRole, errors, shown, open, add, removeRole } =
    useRoleEditor(roles, actor, countries, onSave);
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
                  onClick={() => removeRole(each.countryId)}
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
