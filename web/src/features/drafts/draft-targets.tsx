import { useTranslation } from "react-i18next";
import { IconButton } from "../../ui/icon-button/icon-button";
import { CloseIcon } from "../../ui/icons/icons";
import * as styles from "./drafts.css";

/** A country or subregion the draft will be published to. */
export type DraftTarget = { kind: "country" | "subregion"; id: number; name: string };

/** Props of DraftTargets. */
export type DraftTargetsProps = {
  targets: DraftTarget[];
  disabled?: boolean;
  /** A translation key: why the last change was refused. */
  errorKey?: string;
  onDrop: (target: DraftTarget) => void;
};

/**
 * Core spec 4.7 / 5: where the draft will be published. Countries and subregions can be dropped, never added
 * (there is no control that adds one); the last country stays.
 */
export function DraftTargets({ targets, disabled, errorKey, onDrop }: DraftTargetsProps) {
  const { t } = useTranslation();
  const countries = targets.filter((target) => target.kind === "country").length;
  return (
    <section className={styles.section} aria-labelledby="draft-targets-heading">
      <h2 id="draft-targets-heading" className={styles.heading}>
        {t("drafts.targets.heading")}
      </h2>
      <p className={styles.muted}>{t("drafts.targets.hint")}</p>
      <ul className={styles.targets}>
        {targets.map((target) => (
          <li key={`${target.kind}-${target.id}`} className={styles.target}>
            <span>{target.name}</span>
            <IconButton
              size="sm"
              icon={<CloseIcon size={16} />}
              label={t("drafts.targets.drop", { name: target.name })}
              disabled={disabled || (target.kind === "country" && countries === 1)}
              onClick={() => onDrop(target)}
            />
          </li>
        ))}
      </ul>
      {errorKey && (
        <p className={styles.error} role="alert">
          {t(errorKey)}
        </p>
      )}
    </section>
  );
}
