import type { DerivedStatus } from "@catalogue/core/api";
import { statusLabelKey } from "@catalogue/core/status";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/dialog/dialog";
import { StatusBadge } from "../../ui/status-badge/status-badge";
import * as styles from "./product-page.css";

/** Props of StatusPopup. */
export type StatusPopupProps = { status: DerivedStatus; open: boolean; onClose: () => void };

/**
 * Core spec 2.3 (product status popup) / 4.2: explains a product's status: the shown one, every status that
 * applies under the user's checks, and a custom status's own description and link.
 */
export function StatusPopup({ status, open, onClose }: StatusPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("product.statusPopup.title")} size="sm">
      <StatusBadge status={status} />
      <p>{t("product.statusPopup.intro")}</p>
      <ul data-testid="applicable-statuses">
        {status.applicable.map((applicable) => (
          <li key={applicable}>{t(statusLabelKey(applicable))}</li>
        ))}
      </ul>
      {status.customStatus && (
        <p>
          {status.customStatus.description}
          {status.customStatus.link && (
            <>
              {" "}
              <a href={status.customStatus.link} target="_blank" rel="noreferrer" className={styles.textLink}>
                {t("product.statusPopup.more")}
              </a>
            </>
          )}
        </p>
      )}
    </Dialog>
  );
}
