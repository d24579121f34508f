import type * as fontkit from "fontkit";

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/** The part of a fontkit glyph run that pdfkit reads: glyphs, their positions and the total advance. */
type SimpleRun = { glyphs: fontkit.Glyph[]; positions: Position[]; readonly advanceWidth: number };

/**
 * `glyph` as drawn for `codePoint`. fontkit keeps one glyph object per glyph id, with the code points it was first
 * looked up for, and pdfkit writes those into the PDF's text map. Some glyphs serve two characters (Noto Sans draws
 * Latin T and Cyrillic Т alike): since the parsed fonts are shared by every export of the process, a Latin T would
 * otherwise read back as Т in every export made after a Russian one.
 */
function forCodePoint(glyph: fontkit.Glyph, codePoint: number): fontkit.Glyph {
  if (glyph.codePoints.length === 1 && glyph.codePoints[0] === codePoint) return glyph;
  return Object.create(glyph, { codePoints: { value: [codePoint] } }) as fontkit.Glyph;
}

function simpleLayout(font: fontkit.Font, text: string): SimpleRun {
  const glyphs: fontkit.Glyph[] = [];
  const positions: Position[] = [];
  for (const character of text.normalize("NFC")) {
    const codePoint = character.codePointAt(0) ?? 0;
    const glyph = font.glyphForCodePoint(codePoint);
    // Read on the shared glyph first: fontkit then caches the width there, and the copy inherits it.
    positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
    glyphs.push(forCodePoint(glyph, codePoint));
  }
  return {
    glyphs,
    positions,
    // A getter, as in fontkit: pdfkit scales the positions in place after layout and reads the sum afterwards.
    get advanceWidth() {
      return positions.reduce((sum, position) => sum + position.xAdvance, 0);
    },
  };
}

/**
 * Core spec 9: the font with a layout of one glyph per character, without OpenType shaping (kerning, ligatures).
 * Shaping took three quarters of a 1,000-line PDF's time; the export's languages (Latin, Cyrillic, CJK in NFC) look
 * right without it. Everything else (metrics, subsetting, ToUnicode) is the font's own, through the prototype.
 */
export function withSimpleLayout(font: fontkit.Font): fontkit.Font {
  const simple = Object.create(font) as fontkit.Font;
  Object.defineProperty(simple, "layout", { value: (text: string) => simpleLayout(font, text) });
  return simple;
}
