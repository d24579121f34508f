import type PDFDocument from "pdfkit";
import { type FontFace, faceFor, loadFont, textWidth } from "./pdf-fonts";
import { writeLine } from "./pdf-line";

/**
 * Core spec 9: a PDF being written, the viewer's language (it picks CJK fonts), the faces embedded so far and the
 * face and size text is drawn in now.
 */
export type PdfContext = {
  doc: PDFKit.PDFDocument;
  language: string;
  registered: Set<FontFace>;
  font: { face: FontFace; size: number };
};

/**
 * Core spec 9: how one piece of text is drawn; `width` cuts it with an ellipsis, `align` places it inside, and
 * `lines` above 1 wraps it onto that many lines first (pdfkit's line wrapper: too slow for every cell, fine for
 * headers).
 */
export type TextStyle = {
  size: number;
  bold?: boolean;
  width?: number;
  align?: "left" | "right";
  color?: string;
  lines?: number;
};

/** Core spec 9: a context for a fresh pdfkit document. */
export function pdfContext(doc: InstanceType<typeof PDFDocument>, language: string): PdfContext {
  return { doc, language, registered: new Set(), font: { face: "latin", size: 12 } };
}

function useFont(context: PdfContext, text: string, style: TextStyle): void {
  const face = faceFor(text, style.bold ?? false, context.language);
  if (!context.registered.has(face)) {
    // pdfkit accepts a parsed fontkit font (it checks for `layout`), which keeps the parsing to once per process.
    context.doc.registerFont(face, loadFont(face) as unknown as ArrayBuffer);
    context.registered.add(face);
  }
  context.doc.font(face).fontSize(style.size);
  context.font = { face, size: style.size };
}

/** The width of `text` in the face and size `useFont` chose last. */
const widthOf = (context: PdfContext, text: string): number =>
  textWidth(context.font.face, text, context.font.size);

/** No glyph of these fonts is wider than 1.1 em, so text shorter than this never needs measuring. */
const surelyFits = (text: string, size: number, width: number): boolean => text.length * size * 1.1 <= width;

function fitted(context: PdfContext, text: string, style: TextStyle): string {
  const { width } = style;
  if (width === undefined || surelyFits(text, style.size, width)) return text;
  if (widthOf(context, text) <= width) return text;
  const characters = Array.from(text);
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${characters.slice(0, middle).join("").trimEnd()}…`;
    if (widthOf(context, candidate) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join("").trimEnd()}…`;
}

/** Core spec 9: draws one line of text at (x, y) in a font that has its glyphs, cut to fit and aligned. */
export function drawText(context: PdfContext, text: string, x: number, y: number, style: TextStyle): void {
  if (text === "") return;
  useFont(context, text, style);
  const { lines = 1 } = style;
  if (lines > 1 && style.width !== undefined) {
    const height = lines * context.doc.currentLineHeight(true);
    const options = { width: style.width, height, align: style.align ?? "left", ellipsis: true } as const;
    context.doc.fillColor(style.color ?? "black").text(text, x, y, options);
    return;
  }
  const shown = fitted(context, text, style);
  const { doc } = context;
  const left =
    style.align === "right" && style.width !== undefined ? x + style.width - widthOf(context, shown) : x;
  // On a common baseline (one em below y): fonts of different ascent then line up in a row, Latin next to CJK.
  writeLine(doc, shown, left, y + style.size, style.color ?? "black");
}

/** A word longer than the width is broken between characters (CJK text has no spaces at all). */
function breakWord(context: PdfContext, word: string, width: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const character of Array.from(word)) {
    if (current !== "" && widthOf(context, current + character) > width) {
      parts.push(current);
      current = character;
    } else current += character;
  }
  return current === "" ? parts : [...parts, current];
}

/**
 * Core spec 9 (no cut-off product names): the lines `text` takes in `style.width`, broken between words, at most
 * `maxLines` (the last one cut with an ellipsis only beyond that). Measured in the font `drawText` will use.
 */
export function wrapText(context: PdfContext, text: string, style: TextStyle, maxLines: number): string[] {
  const { width } = style;
  if (text === "" || width === undefined || surelyFits(text, style.size, width)) return [text];
  useFont(context, text, style);
  if (widthOf(context, text) <= width) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (widthOf(context, candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    const pieces = breakWord(context, word, width);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (line !== "") lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitted(context, `${kept[maxLines - 1]} ${lines[maxLines]}`, style);
  return kept;
}
