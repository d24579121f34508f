import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icons/icons";
import * as styles from "./chip.css";

/** Props of Chip. */
export type ChipProps = { label: string; onRemove?: () => void };

/** Supplement 9: a chip (e.g. an active filter) with an optional remove button. */
export function Chip({ label, onRemove }: ChipProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.chip}>
      <span className={styles.label}>{label}</span>
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={t("ui.chip.remove", { label })}
          onClick={onRemove}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </span>
  );
}
