import { API_TOKEN_NAME_MAX, type ApiToken } from "@catalogue/core/api";
import { formatDateTime } from "@catalogue/core/pricing";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./api-tokens.css";
import * as settings from "./settings.css";

/** The tokens as the section has them: loading, failed (with a retry) or listed. */
export type ApiTokensState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; tokens: readonly ApiToken[] };

/** Props of ApiTokensView: all data and callbacks, so stories and tests need no server. */
export type ApiTokensViewProps = {
  state: ApiTokensState;
  /** The token just created, with its secret: shown this once, until dismissed. */
  created: { name: string; secret: string } | null;
  creating: boolean;
  /** The server's address, for the command line's sign-in hint. */
  serverUrl: string;
  timeZone: string;
  onCreate: (name: string) => void;
  onRevoke: (token: ApiToken) => void;
  onCopy: (secret: string) => void;
  onDismissCreated: () => void;
  onRetry: () => void;
};

/**
 * Personal API tokens in the settings: create a named token (its secret shown once), list them with their last
 * use, revoke one after confirming. Scripts and the admin CLI sign in with them.
 */
export function ApiTokensView({
  state,
  created,
  creating,
  serverUrl,
  timeZone,
  onCreate,
  onRevoke,
  onCopy,
  onDismissCreated,
  onRetry,
}: ApiTokensViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [name, setName] = useState("");
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const date = (moment: string) => formatDateTime(moment, { timeZone, language: i18n.language });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    onCreate(name.trim());
    setName("");
  };
  return (
    <section className={settings.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={settings.sectionTitle}>
        {t("settings.apiTokens.title")}
      </h2>
      <p className={settings.hint}>{t("settings.apiTokens.intro")}</p>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.nameField}>
          <TextField
            label={t("settings.apiTokens.nameLabel")}
            hint={t("settings.apiTokens.nameHint")}
            value={name}
            onChange={setName}
            maxLength={API_TOKEN_NAME_MAX}
            required
          />
        </div>
        <Button type="submit" loading={creating} disabled={name.trim() === ""}>
          {t("settings.apiTokens.create")}
        </Button>
      </form>
      {created && (
        <div className={styles.created} role="status">
          <strong>{t("settings.apiTokens.createdTitle")}</strong>
          <span className={settings.hint}>{t("settings.apiTokens.secretLabel", { name: created.name })}</span>
          <code className={styles.secret} data-testid="api-token-secret">
            {created.secret}
          </code>
          <div className={settings.actions}>
            <Button variant="secondary" onClick={() => onCopy(created.secret)}>
              {t("settings.apiTokens.copy")}
            </Button>
            <Button variant="ghost" onClick={onDismissCreated}>
              {t("settings.apiTokens.done")}
            </Button>
          </div>
          <span className={settings.hint}>{t("settings.apiTokens.cliHint", { url: serverUrl })}</span>
        </div>
      )}
      {state.kind === "loading" && <Skeleton lines={2} />}
      {state.kind === "failed" && (
        <div className={settings.actions}>
          <p role="alert">{t("settings.apiTokens.failed")}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t("ui.common.retry")}
          </Button>
        </div>
      )}
      {state.kind === "ready" && state.tokens.length === 0 && (
        <p className={settings.hint}>{t("settings.apiTokens.empty")}</p>
      )}
      {state.kind === "ready" && state.tokens.length > 0 && (
        <ul className={styles.list} aria-labelledby={headingId}>
          {state.tokens.map((token) => (
            <li key={token.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{token.name}</span>
                <span className={settings.hint}>
                  {t("settings.apiTokens.createdAt", { date: date(token.createdAt) })}
                  {" · "}
                  {token.lastUsedAt
                    ? t("settings.apiTokens.lastUsed", { date: date(token.lastUsedAt) })
                    : t("settings.apiTokens.neverUsed")}
                </span>
              </span>
              <Button
                variant="danger"
                aria-label={t("settings.apiTokens.revokeNamed", { name: token.name })}
                onClick={() => setRevoking(token)}
              >
                {t("settings.apiTokens.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("settings.apiTokens.revokeTitle")}
        confirmLabel={t("settings.apiTokens.revoke")}
        danger
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) onRevoke(revoking);
          setRevoking(null);
        }}
      >
        {t("settings.apiTokens.revokeText", { name: revoking?.name ?? "" })}
      </ConfirmDialog>
    </section>
  );
}
