import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./empty-state.css";

/** Props of EmptyState. */
export type EmptyStateProps = {
  /** Heading; "Nothing to show" when not given. */
  title?: string;
  text?: string;
  icon?: ReactNode;
  /** A way forward, e.g. a "Create list" button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/** Supplement 9: what a list or search shows when it has nothing, with a way forward. */
export function EmptyState({ title, text, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title ?? t("ui.emptyState.title")}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
