import type * as fontkit from "fontkit";

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/** The part of a fontkit glyph run that pdfkit reads: glyphs, their positions and the total advance. */
type SimpleRun = { glyphs: fontkit.Glyph[]; positions: Position[]; readonly advanceWidth: number };

function simpleLayout(font: fontkit.Font, text: string): SimpleRun {
  const glyphs: fontkit.Glyph[] = [];
  const positions: Position[] = [];
  for (const character of text.normalize("NFC")) {
    const glyph = font.glyphForCodePoint(character.codePointAt(0) ?? 0);
    glyphs.push(glyph);
    positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
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
 * Core spec 9, issue 7.3: the font with a layout of one glyph per character, without OpenType shaping (kerning, ligatures).
 * Shaping took three quarters of a 1,000-line PDF's time; the export's languages (Latin, Cyrillic, CJK in NFC) look
 * right without it. Everything else (metrics, subsetting, ToUnicode) is the font's own, through the prototype.
 */
export function withSimpleLayout(font: fontkit.Font): fontkit.Font {
  const simple = Object.create(font) as fontkit.Font;
  Object.defineProperty(simple, "layout", { value: (text: string) => simpleLayout(font, text) });
  return simple;
}
