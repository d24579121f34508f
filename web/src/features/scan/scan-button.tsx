import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../ui/icon-button/icon-button";
import { ScanIcon } from "../../ui/icons/icons";

const ScanDialog = lazy(() => import("./scan-dialog"));

/** Only where the browser can give a camera at all (a secure page with media devices). */
function canUseCamera(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/**
 * Opens the camera to scan a product's barcode; the decoder and its dialog load on the first press. `onCode` gets
 * the code's text as a scanner would type it.
 */
export function ScanButton({ className, onCode }: { className?: string; onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canUseCamera()) return null;
  return (
    <>
      <IconButton
        className={className}
        label={t("scan.open")}
        icon={<ScanIcon />}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <ScanDialog open={open} onClose={() => setOpen(false)} onCode={onCode} />
        </Suspense>
      )}
    </>
  );
}
