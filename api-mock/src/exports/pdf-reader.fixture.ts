import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Core spec 9 (tests): the text of every page of a PDF, as a reader extracts it, white space collapsed. */
export async function pdfPageTexts(buffer: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(buffer), disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    pages.push(text.replace(/\s+/g, " "));
  }
  await document.destroy();
  return pages;
}
