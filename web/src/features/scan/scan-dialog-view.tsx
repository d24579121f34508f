import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import * as styles from "./scan.css";
import type { ScannerState } from "./use-barcode-scanner";

/** Props of ScanDialogView. */
export type ScanDialogViewProps = {
  open: boolean;
  state: ScannerState;
  /** Where the camera's picture goes. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  onClose: () => void;
};

/** The camera's picture with an aiming frame, and a line that says what happens (read out to screen readers). */
export function ScanDialogView({ open, state, videoRef, onClose }: ScanDialogViewProps) {
  const { t } = useTranslation();
  const showsCamera = state === "starting" || state === "scanning";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("scan.title")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("scan.close")}
        </Button>
      }
    >
      {showsCamera && (
        <div className={styles.viewport}>
          <video ref={videoRef} className={styles.video} muted playsInline aria-label={t("scan.camera")} />
          <div className={styles.aim} aria-hidden="true" />
        </div>
      )}
      <p className={styles.status} role="status">
        {t(`scan.state.${state}`)}
      </p>
    </Dialog>
  );
}
