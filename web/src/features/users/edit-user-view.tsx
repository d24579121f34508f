import { type Administrator, canAdministerAccounts } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import type { UserEditForm } from "@catalogue/core/rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { CountryLike } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { Switch } from "../../ui/switch/switch";
import { RoleEditor } from "./role-editor";
import { type Confirmable, type EditUserAction, useActionQuestion } from "./use-action-question";
import { formatMoment, roleLabel } from "./user-labels";
import * as styles from "./users.css";

export type { EditUserAction };

/** Props of EditUserView. */
export type EditUserViewProps = {
  user: UserProfileResponse;
  actor: Administrator & { id: number };
  countries: readonly CountryLike[] | undefined;
  /** The action under way, if any. */
  busy: EditUserAction | null;
  /** The result key of the last refused action, shown under it (e.g. USER_ADMIN_CANNOT_BE_DELETED). */
  refusal: { action: EditUserAction; resultKey: string | null } | null;
  onRoles: (roles: UserEditForm[]) => void;
  onAction: (action: Exclude<EditUserAction, "roles">) => void;
  backTo: string;
};

/**
 * Core spec 2.3 / 4.9 / 5 (edit user): the user's roles per country, and for the admin the admin role, the
 * account's state, the global reset and deletion. Admin changes, the reset and deletion ask first and say what
 * they do to the user's roles.
 */
export function EditUserView({
  user,
  actor,
  countries,
  busy,
  refusal,
  onRoles,
  onAction,
  backTo,
}: EditUserViewProps) {
  const { t } = useTranslation();
  const question = useActionQuestion(onAction);
  const fullName = `${user.name} ${user.surname}`.trim() || user.username;
  const refusalOf = (action: EditUserAction) =>
    refusal?.action === action
      ? t(`apiErrors.${refusal.resultKey ?? "unknown"}`, { defaultValue: t("users.edit.refused") })
      : null;
  const { asking } = question;
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={backTo}>
        {t("users.edit.back")}
      </Link>
      <h1 className={styles.title}>{fullName}</h1>
      <AccountFacts user={user} />
      {user.admin ? (
        <section className={styles.section} aria-labelledby="roles-title">
          <h2 id="roles-title" className={styles.sectionTitle}>
            {t("users.edit.rolesTitle")}
          </h2>
          <p className={styles.notice}>{t("users.edit.adminEverywhere")}</p>
        </section>
      ) : (
        <RoleEditor
          roles={user.roles}
          actor={actor}
          countries={countries}
          busy={busy === "roles"}
          onSave={onRoles}
        />
      )}
      <Refusal text={refusalOf("roles")} />
      {canAdministerAccounts(actor) && (
        <AdministrationSection
          user={user}
          isSelf={user.id === actor.id}
          busy={busy}
          refusalOf={refusalOf}
          ask={question.ask}
          onAction={onAction}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`users.confirm.${asking}.title`) : ""}
        confirmLabel={asking ? t(`users.confirm.${asking}.action`) : undefined}
        danger={asking === "remove" || asking === "disable"}
        onConfirm={question.confirm}
        onCancel={question.cancel}
      >
        <p>{asking ? t(`users.confirm.${asking}.text`, { name: fullName }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

/** A refused action's message, announced under it. */
function Refusal({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.errorText} role="alert">
      {text}
    </p>
  ) : null;
}

/** The account's e-mail, role, state and sign-in moments. */
function AccountFacts({ user }: { user: UserProfileResponse }) {
  const { t, i18n } = useTranslation();
  const fact = (term: string, value: string) => (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby="account-title">
      <h2 id="account-title" className={styles.sectionTitle}>
        {t("users.edit.accountTitle")}
      </h2>
      <dl className={styles.facts}>
        {fact(t("users.columns.EMAIL"), user.email)}
        {fact(t("users.columns.ROLE"), user.admin ? roleLabel(t, "ADMIN") : roleLabel(t, user.role))}
        {fact(t("users.columns.STATUS"), t(user.enabled ? "users.status.ENABLED" : "users.status.DISABLED"))}
        {fact(t("users.edit.firstLogin"), formatMoment(t, i18n.language, user.firstLogin))}
        {fact(t("users.columns.LAST_LOGIN"), formatMoment(t, i18n.language, user.lastLogin))}
        {fact(t("users.edit.lastActivity"), formatMoment(t, i18n.language, user.lastActivity))}
      </dl>
    </section>
  );
}

/** The admin's section: the admin role, the account's state, the global reset and deletion. */
function AdministrationSection({
  user,
  isSelf,
  busy,
  refusalOf,
  ask,
  onAction,
}: {
  user: UserProfileResponse;
  isSelf: boolean;
  busy: EditUserAction | null;
  refusalOf: (action: EditUserAction) => string | null;
  ask: (action: Confirmable) => void;
  onAction: EditUserViewProps["onAction"];
}) {
  const { t } = useTranslation();
  const ownAdminId = useId();
  return (
    <section className={styles.section} aria-labelledby="admin-title">
      <h2 id="admin-title" className={styles.sectionTitle}>
        {t("users.edit.administrationTitle")}
      </h2>
      <Switch
        label={t("users.edit.admin")}
        checked={user.admin}
        disabled={isSelf || busy !== null}
        describedBy={isSelf ? ownAdminId : undefined}
        onChange={(on) => ask(on ? "grantAdmin" : "removeAdmin")}
      />
      {isSelf && (
        <p id={ownAdminId} className={styles.notice}>
          {t("apiErrors.CANNOT_CHANGE_OWN_ADMIN_ROLE")}
        </p>
      )}
      <Refusal text={refusalOf("grantAdmin") ?? refusalOf("removeAdmin")} />
      <Switch
        label={t("users.edit.enabled")}
        checked={user.enabled}
        disabled={busy !== null}
        onChange={(on) => (on ? onAction("enable") : ask("disable"))}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy !== null}
          loading={busy === "reset"}
          onClick={() => ask("reset")}
        >
          {t("users.edit.reset")}
        </Button>
        <Button
          variant="danger"
          disabled={busy !== null}
          loading={busy === "remove"}
          onClick={() => ask("remove")}
        >
          {t("users.edit.delete")}
        </Button>
      </div>
      <Refusal text={refusalOf("reset") ?? refusalOf("remove")} />
    </section>
  );
}
