import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import * as styles from "../home/home-page.css";

/** Core spec 2.2: an unknown route gives the 404 page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t("errors.notFound.title")}</h1>
      <p>{t("errors.notFound.text")}</p>
      <Link to="/">{t("errors.notFound.backToFinder")}</Link>
    </main>
  );
}
