import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import * as styles from "./offline.css";

/** One edit the server did not take as it was made, ready to tell: its product's name and the values. */
export type SyncSummaryLine = {
  changeId: string;
  product: string;
  kind: "quantity" | "crp" | "add";
  outcome: "CONFLICT" | "DUPLICATE" | "ELEMENT_GONE" | "LIST_GONE" | "PRODUCT_UNAVAILABLE";
  mine: string;
  server: string;
};

/** Props of SyncSummaryDialog. */
export type SyncSummaryDialogProps = {
  open: boolean;
  applied: number;
  /** The names of the products added offline that the lists took (counted in `applied` too). */
  added?: readonly { changeId: string; product: string }[];
  lines: readonly SyncSummaryLine[];
  onClose: () => void;
};

const MESSAGE_KEYS = {
  DUPLICATE: "offline.summary.duplicate",
  ELEMENT_GONE: "offline.summary.elementGone",
  LIST_GONE: "offline.summary.listGone",
  PRODUCT_UNAVAILABLE: "offline.summary.productUnavailable",
} as const;

const messageKey = ({ outcome, kind }: SyncSummaryLine) =>
  outcome === "CONFLICT"
    ? kind === "crp"
      ? "offline.summary.conflictCrp"
      : "offline.summary.conflictQuantity"
    : MESSAGE_KEYS[outcome];

/**
 * Supplement 7 (offline sync): what became of the changes made offline once they were sent: how many were saved,
 * and for each other one why, with the value the list keeps (a conflict keeps the value someone else set).
 *
 * **Do:** name the product and both values of a conflict. **Don't:** close it by itself: the user must see it.
 */
export function SyncSummaryDialog({ open, applied, added = [], lines, onClose }: SyncSummaryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("offline.summary.title")}
      footer={<Button onClick={onClose}>{t("offline.summary.close")}</Button>}
    >
      <p>{t("offline.summary.saved", { count: applied })}</p>
      {added.length > 0 && (
        <ul className={styles.lines}>
          {added.map(({ changeId, product }) => (
            <li key={changeId}>{t("offline.summary.added", { product })}</li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <>
          <p>{t("offline.summary.notSaved")}</p>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.changeId}>{t(messageKey(line), line)}</li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
