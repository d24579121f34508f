import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AUTHORIZE_URL } from "../../lib/authorize-url";
import { usePageTitle } from "../../lib/use-page-title";
import * as styles from "./errors-page.css";

const KNOWN_KEYS = ["USER_ACCOUNT_DISABLED", "INVALID_AUTH_LEVEL"];

/** Core spec 2.1 / 8: the loginError page (`?code&resultKey`) for a disabled account or an invalid auth level. */
export function LoginErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle();
  const resultKey = params.get("resultKey") ?? "";
  const textKey = KNOWN_KEYS.includes(resultKey) ? `shell.loginError.${resultKey}` : "shell.loginError.other";
  return (
    <main className={styles.page}>
      <h1 className={styles.title} data-testid="login-error">
        {t("shell.loginError.title")}
      </h1>
      <p>{t(textKey)}</p>
      <a className={styles.link} href={AUTHORIZE_URL}>
        {t("shell.loginError.retry")}
      </a>
    </main>
  );
}
