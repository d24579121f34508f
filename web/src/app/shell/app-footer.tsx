import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./app-layout.css";

// The links read the app info through the typed client: loaded after the first paint, as the shell's other
// calls are (docs/developers/size-budget.md).
const AppFooterLinks = lazy(() => import("./app-footer-links"));

/** Core spec 3: legal and help links from the app info and a copyright of the current year. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <span>{t("shell.footer.copyright", { year: new Date().getFullYear() })}</span>
      <Suspense fallback={null}>
        <AppFooterLinks />
      </Suspense>
    </footer>
  );
}
