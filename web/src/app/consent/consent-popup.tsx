import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";

/** Props of ConsentPopup. */
export type ConsentPopupProps = {
  open: boolean;
  /** A decision is being stored: both buttons wait. */
  busy: boolean;
  failed: boolean;
  onAccept: () => void;
  onReject: () => void;
  /** Closing without a choice leaves the decision undecided: the popup comes back on the next visit. */
  onClose: () => void;
};

/** Core spec 2.3 / 4.6: the consent popup (accept or reject; closing leaves it undecided). */
export function ConsentPopup({ open, busy, failed, onAccept, onReject, onClose }: ConsentPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("consent.title")}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onReject}>
            {t("consent.reject")}
          </Button>
          <Button loading={busy} onClick={onAccept}>
            {t("consent.accept")}
          </Button>
        </>
      }
    >
      <p>{t("consent.text")}</p>
      {failed && <p role="alert">{t("consent.failed")}</p>}
    </Dialog>
  );
}
