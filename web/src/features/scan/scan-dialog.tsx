import { ScanDialogView } from "./scan-dialog-view";
import { useBarcodeScanner } from "./use-barcode-scanner";

/** The camera dialog; loaded only when the user asks for the camera. `onCode` gets the first product code read. */
export default function ScanDialog({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (text: string) => void;
}) {
  const { videoRef, state } = useBarcodeScanner(open, (text) => {
    onClose();
    onCode(text);
  });
  return <ScanDialogView open={open} state={state} videoRef={videoRef} onClose={onClose} />;
}
