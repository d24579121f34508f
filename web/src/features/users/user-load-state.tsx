import { useTranslation } from "react-i18next";
import * as styles from "./users.css";

/** What an edit page shows until the user it edits has loaded, or when that failed. */
export function UserLoadState({ failed }: { readonly failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p role={failed ? "alert" : "status"}>{t(failed ? "users.edit.failed" : "users.loading")}</p>
    </div>
  );
}
