import { ERROR_PAGE_REFRESH_KEY, errorPageContent } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { errorsPageStyles as styles } from "../../features/errors";

/**
 * Core spec 2.3: a failure no loader handled (a bug or a failed chunk) shows the 500 page's texts. Offline, a
 * failed chunk is the lost connection (the errors page's own chunk cannot load either): the no-internet texts
 * and the refresh button, as core spec 8 asks.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const code = !navigator.onLine
    ? "no-internet"
    : isRouteErrorResponse(error) && error.status === 404
      ? "404"
      : "500";
  const content = errorPageContent(code);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(content.titleKey)}</h1>
      <p>{t(content.textKey)}</p>
      {content.showRefresh && (
        <button type="button" className={styles.linkButton} onClick={() => window.location.reload()}>
          {t(ERROR_PAGE_REFRESH_KEY)}
        </button>
      )}
      <a className={styles.link} href="/">
        {t("errors.notFound.backToFinder")}
      </a>
    </main>
  );
}
