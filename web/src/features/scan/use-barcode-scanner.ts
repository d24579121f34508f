import { parseGs1Code } from "@catalogue/core/gs1";
import { type RefObject, useEffect, useRef, useState } from "react";
import { loadBarcodeReader } from "./barcode-reader";

/** Where the camera stands: asking for it, looking for a code, or why it cannot. */
export type ScannerState = "starting" | "scanning" | "denied" | "unavailable" | "failed";

// Four looks a second find a label held still and leave a phone's processor for the preview.
const LOOK_INTERVAL_MS = 250;

/** The browser refused the camera (the user or a policy said no) or has none to give. */
function stateOfFailure(error: unknown): ScannerState {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "unavailable";
  return "failed";
}

/**
 * While `active`, shows the back camera in `videoRef` and reads each frame until a GS1 code (a GTIN,
 * or a UDI label with GTIN, expiry and lot) appears; then lets the camera go and hands the code's text on. Codes that
 * name no product (a web address in a QR code) are passed over. The camera is released when `active` ends.
 */
export function useBarcodeScanner(
  active: boolean,
  onCode: (text: string) => void,
): { videoRef: RefObject<HTMLVideoElement | null>; state: ScannerState } {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>("starting");
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const lookFor = async (video: HTMLVideoElement, read: (frame: HTMLVideoElement) => Promise<string[]>) => {
      if (stopped) return;
      const texts = await read(video).catch(() => [] as string[]);
      const code = texts.find((text) => parseGs1Code(text) !== null);
      if (code !== undefined && !stopped) {
        stop();
        onCodeRef.current(code);
        return;
      }
      timer = setTimeout(() => void lookFor(video, read), LOOK_INTERVAL_MS);
    };
    const start = async () => {
      setState("starting");
      if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
      try {
        const [media, reader] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
          loadBarcodeReader(),
        ]);
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return stop();
        video.srcObject = media;
        await video.play();
        setState("scanning");
        void lookFor(video, reader.read);
      } catch (error) {
        if (!stopped) setState(stateOfFailure(error));
        stop();
      }
    };
    void start();
    return stop;
  }, [active]);

  return { videoRef, state };
}
