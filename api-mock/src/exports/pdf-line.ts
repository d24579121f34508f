/**
 * The parts of a pdfkit 0.20 document the line writer uses (pdfkit is pinned: these are not public API). `_font` is
 * always one of the embedded export fonts here (see `useFont`), whose `encode` gives hex glyph ids.
 */
type PdfKitInternals = {
  _font: { id: string; encode(text: string): [string[], unknown[]]; ref(): unknown };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
};

/** Coordinates to three decimals (a thousandth of a point): shorter content than pdfkit's six, the same page. */
const coordinate = (value: number): string => String(Math.round(value * 1000) / 1000);

const rgbOperators = new Map<string, string>();

/** `#rrggbb` or `black` as the PDF's fill colour operator, worked out once per colour. */
function fillOperator(color: string): string {
  let operator = rgbOperators.get(color);
  if (operator === undefined) {
    const hex = color === "black" ? "000000" : color.replace(/^#/, "");
    const channel = (offset: number) => coordinate(Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
    operator = `${channel(0)} ${channel(2)} ${channel(4)} rg`;
    rgbOperators.set(color, operator);
  }
  return operator;
}

/**
 * Core spec 9: writes one line of text with its baseline at (x, baseline) in the document's current font and size,
 * as a single piece of page content. pdfkit's `text` writes some ten pieces per call (state, matrix, font, colour,
 * positions) and measures the text again; a 1,000-line table has over 10,000 cells, and that was most of its time.
 * The glyphs go through the font's own `encode`, so subsetting and the text map (copy and search) stay pdfkit's.
 */
export function writeLine(
  document: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  color: string,
): void {
  const doc = document as unknown as PdfKitInternals;
  const { page, _font: font } = doc;
  if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
  const [glyphs] = font.encode(text);
  // The page's own coordinates run downwards (pdfkit flips them once per page); text needs them upright again.
  doc.addContent(
    `q 1 0 0 -1 0 ${coordinate(page.height)} cm ${fillOperator(color)} BT 1 0 0 1 ${coordinate(x)} ` +
      `${coordinate(page.height - baseline)} Tm /${font.id} ${coordinate(doc._fontSize)} Tf <${glyphs.join("")}> Tj ET Q`,
  );
}
