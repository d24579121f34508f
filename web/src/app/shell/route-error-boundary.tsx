import { errorPageContent } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import * as styles from "../../features/errors/errors-page.css";

/** Core spec 2.3: a failure no loader handled (a bug or a failed chunk) shows the 500 page's texts. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const content = errorPageContent(isRouteErrorResponse(error) && error.status === 404 ? "404" : "500");
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(content.titleKey)}</h1>
      <p>{t(content.textKey)}</p>
      <a className={styles.link} href="/">
        {t("errors.notFound.backToFinder")}
      </a>
    </main>
  );
}
