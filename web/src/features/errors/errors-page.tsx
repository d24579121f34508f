import { pathTo } from "@catalogue/core/access";
import { ERROR_PAGE_BACK_KEY, ERROR_PAGE_REFRESH_KEY, errorPageContent } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../lib/use-page-title";
import { Button } from "../../ui/button/button";
import * as styles from "./errors-page.css";

/** Core spec 2.1 / 2.3: the errors page for `?code=` (403, 404, 464, 500, no-internet), texts from core. */
export function ErrorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle();
  const content = errorPageContent(params.get("code"), params.get("source"));
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(content.titleKey)}</h1>
      <p>{t(content.textKey)}</p>
      <div className={styles.actions}>
        {content.showRefresh && (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t(ERROR_PAGE_REFRESH_KEY)}
          </Button>
        )}
        <Button onClick={() => navigate(pathTo("finder"))}>{t(ERROR_PAGE_BACK_KEY)}</Button>
      </div>
    </main>
  );
}
