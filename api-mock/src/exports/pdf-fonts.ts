import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import { withSimpleLayout } from "./pdf-simple-layout";

/**
 * Core spec 9: the font faces a PDF export uses. pdfkit's built-in fonts are Latin-1 only, so the export embeds
 * Noto fonts shipped in npm packages: Noto Sans for Latin, Greek and Cyrillic (de, tr, ru...), Noto Sans JP and
 * Noto Sans SC for Japanese and Chinese.
 */
export type FontFace = "latin" | "latinBold" | "japanese" | "chinese";

const FILES: Record<FontFace, [pkg: string, file: string]> = {
  latin: ["@embedpdf/fonts-latin", "NotoSans-Regular.ttf"],
  latinBold: ["@embedpdf/fonts-latin", "NotoSans-Bold.ttf"],
  japanese: ["@embedpdf/fonts-jp", "NotoSansJP-Regular.otf"],
  chinese: ["@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"],
};

const require = createRequire(import.meta.url);
// Parsed once per process: the CJK files are 4 to 8 MB and each export would otherwise read and parse them again.
const loaded = new Map<FontFace, fontkit.Font>();

/** Core spec 9: the parsed font of a face, read from its package on first use and kept for the process. */
export function loadFont(face: FontFace): fontkit.Font {
  const cached = loaded.get(face);
  if (cached) return cached;
  const [pkg, file] = FILES[face];
  // The packages export only their JavaScript entry (dist/index.*); the font files sit in fonts/ beside dist/.
  const path = join(dirname(require.resolve(pkg)), "..", "fonts", file);
  const font = withSimpleLayout(fontkit.create(readFileSync(path)) as fontkit.Font);
  loaded.set(face, font);
  return font;
}

/** Per face, the advance width of each character measured so far, in font units. */
const advances = new Map<FontFace, Map<number, number>>();
/** Printable ASCII needs no normalising. */
const ASCII = /^[ -~]*$/;

/**
 * Core spec 9: the width in points of `text` in `face` at `size`, as it is drawn: one glyph per character, no
 * kerning (see `withSimpleLayout`). A sum over advance widths kept per face for the process, instead of pdfkit's
 * layout of the text (per word, cached per document) for each of a table's ten thousand measurements.
 */
export function textWidth(face: FontFace, text: string, size: number): number {
  const font = loadFont(face);
  let known = advances.get(face);
  if (!known) {
    known = new Map();
    advances.set(face, known);
  }
  let units = 0;
  for (const character of ASCII.test(text) ? text : text.normalize("NFC")) {
    const codePoint = character.codePointAt(0) ?? 0;
    let advance = known.get(codePoint);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(codePoint).advanceWidth;
      known.set(codePoint, advance);
    }
    units += advance;
  }
  return (units / font.unitsPerEm) * size;
}

/** Per face, whether it has a glyph for each code point asked so far (money cells ask for "€" on every line). */
const glyphs = new Map<FontFace, Map<number, boolean>>();

const covers = (face: FontFace, text: string): boolean => {
  let known = glyphs.get(face);
  if (!known) {
    known = new Map();
    glyphs.set(face, known);
  }
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint <= 0x20) continue;
    let has = known.get(codePoint);
    if (has === undefined) {
      has = loadFont(face).hasGlyphForCodePoint(codePoint);
      known.set(codePoint, has);
    }
    if (!has) return false;
  }
  return true;
};

// Printable Latin-1 needs no lookup: Noto Sans has every one of those glyphs.
const LATIN_1 = /^[\u0020-\u00ff]*$/;

/**
 * Core spec 9: the face that can draw `text`: Noto Sans when it has every glyph, else the CJK font of the viewer's
 * language (Chinese for zh, Japanese otherwise), else the other CJK font when only that one has them all.
 */
export function faceFor(text: string, bold: boolean, language: string): FontFace {
  if (LATIN_1.test(text) || covers("latin", text)) return bold ? "latinBold" : "latin";
  const [preferred, other]: FontFace[] =
    language === "zh" ? ["chinese", "japanese"] : ["japanese", "chinese"];
  if (preferred && other && !covers(preferred, text) && covers(other, text)) return other;
  return preferred ?? "japanese";
}

/**
 * Core spec 9: parses every export font now (the CJK ones take a few hundred milliseconds), so that the first
 * export after start-up is not the slow one. The server calls it once when it starts.
 */
export function preloadExportFonts(): void {
  for (const face of Object.keys(FILES) as FontFace[]) loadFont(face);
}
