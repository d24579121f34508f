import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/full";

const WIDTH = 640;
const HEIGHT = 480;
// Pixels per module: a 20-module DataMatrix fills a good part of the frame, as a label held close does.
const MODULE_PX = 12;

/** ZXing's encoder from the package's own WebAssembly file (in Node it would otherwise fetch it from a CDN). */
function prepareEncoder() {
  const wasm = createRequire(import.meta.url).resolve("zxing-wasm/full/zxing_full.wasm");
  const bytes = readFileSync(wasm);
  prepareZXingModule({
    overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
  });
}

/**
 * Writes a one-frame Y4M video of a GS1 DataMatrix holding `elementString` ("(01)…(17)…(10)…") on white, for
 * Chromium's fake camera (`--use-file-for-fake-video-capture`), which plays it in a loop.
 */
export async function writeFakeCameraVideo(file: string, elementString: string): Promise<void> {
  prepareEncoder();
  const written = await writeBarcode(elementString, { format: "DataMatrix", options: "gs1", scale: 1 });
  if (written.error) throw new Error(`DataMatrix of ${elementString}: ${written.error}`);
  const { data, width, height } = written.symbol;
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const left = Math.floor((WIDTH - width * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - height * MODULE_PX) / 2);
  for (let y = 0; y < height * MODULE_PX; y++) {
    for (let x = 0; x < width * MODULE_PX; x++) {
      const module = data[Math.floor(y / MODULE_PX) * width + Math.floor(x / MODULE_PX)] ?? 255;
      luma[(top + y) * WIDTH + left + x] = module;
    }
  }
  // 4:2:0 chroma at half resolution in each direction, neutral grey: a black-and-white picture.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`;
  writeFileSync(file, Buffer.concat([Buffer.from(header, "ascii"), luma, chroma]));
}
