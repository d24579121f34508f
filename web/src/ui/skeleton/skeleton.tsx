import { useTranslation } from "react-i18next";
import * as styles from "./skeleton.css";

/** Props of Skeleton. */
export type SkeletonProps = {
  /** Number of lines (or blocks) to draw. */
  lines?: number;
  height?: number | string;
  /** CSS width of each line; the last one is shorter so it reads as text. */
  width?: number | string;
};

/** Supplement 9: grey shapes where content will appear, announced once as "Loading content". */
export function Skeleton({ lines = 1, height = 16, width = "100%" }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.group} role="status" aria-label={t("ui.skeleton.label")}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity beyond their position.
          key={index}
          className={styles.skeleton}
          style={{ height, width: lines > 1 && index === lines - 1 ? "60%" : width }}
        />
      ))}
    </div>
  );
}
