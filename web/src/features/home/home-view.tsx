import { useTranslation } from "react-i18next";
import * as styles from "./home-page.css";

export type HealthState = { kind: "loading" } | { kind: "ready"; version: string } | { kind: "failed" };

/** The finder's heading: the app name and the server's version; a pure view so that Storybook can show every state. */
export function HomeView({ health }: { health: HealthState }) {
  const { t } = useTranslation();
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{t("app.name")}</h1>
      {health.kind === "loading" && (
        <p className={styles.version} aria-busy="true">
          {t("app.checkingServer")}
        </p>
      )}
      {health.kind === "ready" && (
        <p className={styles.version} data-testid="api-version">
          {t("app.apiVersion", { version: health.version })}
        </p>
      )}
      {health.kind === "failed" && (
        <p className={styles.error} role="alert">
          {t("app.serverUnreachable")}
        </p>
      )}
    </section>
  );
}
