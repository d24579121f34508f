import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import * as styles from "./system.css";
import { SYSTEM_TABS, type SystemTab, systemTabPath } from "./system-tabs";

/** Props of SystemView: the open tab and its content. */
export type SystemViewProps = { tab: SystemTab; children: ReactNode };

/**
 * Core spec 2.3 (system management): the tabs are links, so each tab has an address, Tab and Enter move between
 * them, and the open one is marked with aria-current.
 */
export function SystemView({ tab, children }: SystemViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("system.title")}</h1>
      <nav aria-label={t("system.tabsLabel")}>
        <ul className={styles.tabList}>
          {SYSTEM_TABS.map((each) => (
            <li key={each}>
              <Link
                className={styles.tab}
                to={systemTabPath(each)}
                aria-current={each === tab ? "page" : undefined}
              >
                {t(`system.tabs.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>{children}</div>
    </div>
  );
}
