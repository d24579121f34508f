import { useTranslation } from "react-i18next";
import { cx } from "../class-names";
import * as styles from "./spinner.css";

/** Props of Spinner. */
export type SpinnerProps = {
  size?: "sm" | "md" | "lg";
  /** Accessible text; "Loading…" when not given. */
  label?: string;
  /** Inside a control that already says it is busy: no second announcement. */
  decorative?: boolean;
};

/** Supplement 9: the busy indicator, announced as a status unless decorative. */
export function Spinner({ size = "md", label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = <span className={cx(styles.spinner, styles.sizes[size])} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" aria-label={label ?? t("ui.common.loading")} className={styles.wrapper}>
      {ring}
    </span>
  );
}
