import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { loadFont } from "./pdf-fonts";
import { writeLine } from "./pdf-line";

/** A one-page A4 landscape PDF with `draw` run on it in Noto Sans 8 pt. */
async function pdfWith(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 36 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  doc.registerFont("latin", loadFont("latin") as unknown as ArrayBuffer);
  doc.font("latin").fontSize(8);
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

async function firstPage(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes, disableFontFace: true }).promise;
  const page = await document.getPage(1);
  const [{ items }, operators] = await Promise.all([page.getTextContent(), page.getOperatorList()]);
  const texts = items.flatMap((item) =>
    "str" in item ? [{ text: item.str, transform: item.transform }] : [],
  );
  const fills = operators.fnArray.flatMap((op, index) =>
    op === OPS.setFillRGBColor ? [operators.argsArray[index]] : [],
  );
  await document.destroy();
  return { height: page.view[3] ?? 0, texts, fills };
}

describe("writeLine", { timeout: 30_000 }, () => {
  it("puts the text's baseline where it is asked, counted from the top of the page", async () => {
    const page = await firstPage(await pdfWith((doc) => writeLine(doc, "MP010000", 100, 50, "black")));
    const [line] = page.texts;
    expect(line?.text).toBe("MP010000");
    expect(line?.transform[4]).toBeCloseTo(100, 2);
    expect(line?.transform[5]).toBeCloseTo(page.height - 50, 2);
  });

  it("draws each line in its own colour without changing the next line's", async () => {
    const page = await firstPage(
      await pdfWith((doc) => {
        writeLine(doc, "Confidential", 40, 40, "#c00000");
        writeLine(doc, "Infinity sensor cable", 40, 60, "black");
      }),
    );
    expect(page.texts.map((line) => line.text)).toEqual(["Confidential", "Infinity sensor cable"]);
    expect(page.fills.map((args) => JSON.stringify(args))).toEqual(
      [["#c00000"], ["#000000"]].map((args) => JSON.stringify(args)),
    );
  });

  it("writes Cyrillic and accented Latin so that a reader extracts the same characters", async () => {
    const page = await firstPage(
      await pdfWith((doc) => {
        writeLine(doc, "Список", 40, 40, "black");
        writeLine(doc, "Größe", 40, 60, "black");
      }),
    );
    expect(page.texts.map((line) => line.text)).toEqual(["Список", "Größe"]);
  });
});
