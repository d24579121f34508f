/** A decoder of barcodes in video frames: the browser's own BarcodeDetector, or the WebAssembly one. */
export interface BarcodeReader {
  /** The texts of the codes found in the frame, in the order the decoder reports them. */
  read(frame: HTMLVideoElement): Promise<string[]>;
}

// The codes on medical device labels: GS1 DataMatrix (UDI), GS1-128, EAN/UPC and GS1 DataBar; QR for newer labels.
const FORMATS = [
  "data_matrix",
  "code_128",
  "ean_13",
  "ean_8",
  "upc_a",
  "upc_e",
  "databar",
  "qr_code",
] as const;

type DetectorConstructor = new (options: {
  formats: string[];
}) => { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

function readerOf(Detector: DetectorConstructor, formats: readonly string[]): BarcodeReader {
  const detector = new Detector({ formats: [...formats] });
  return { read: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue) };
}

/** The browser's detector when it reads the label formats (Chrome on Android and macOS; not Linux or Firefox). */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (
    globalThis as { BarcodeDetector?: DetectorConstructor & { getSupportedFormats(): Promise<string[]> } }
  ).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((format) => supported.includes(format));
  return formats.includes("data_matrix") ? readerOf(Native, formats) : null;
}

/**
 * ZXing compiled to WebAssembly, loaded only when the browser has no detector of its own. The module is served
 * from our own build (Vite copies the file and hashes its name): its package would fetch it from a CDN, which the
 * Content Security Policy forbids and which a ward without reception does not reach.
 */
async function wasmReader(): Promise<BarcodeReader> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? wasmUrl : prefix + file),
    },
  });
  return readerOf(BarcodeDetector as unknown as DetectorConstructor, FORMATS);
}

/** The best reader this browser offers. */
export async function loadBarcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? wasmReader();
}
