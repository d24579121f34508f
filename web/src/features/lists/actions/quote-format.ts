import type { Quote } from "@catalogue/core/rules/lists";

/** The translated words of a quote block and how money is written for the viewer. */
export type QuoteWords = {
  product: string;
  partNumber: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  total: string;
  currency: string;
  money: (amount: number) => string;
};

type Table = { header: string[]; rows: string[][]; footer: string[] | null };

function quoteTable(quote: Quote, words: QuoteWords): Table {
  const header = [words.product, words.partNumber, words.quantity];
  if (quote.priced) header.push(words.unitPrice, words.lineTotal);
  const rows = quote.lines.map((line) => {
    const cells = [line.title, line.partNumber, String(line.quantity)];
    if (quote.priced)
      cells.push(
        line.unitPrice === null ? "" : words.money(line.unitPrice),
        line.lineTotal === null ? "" : words.money(line.lineTotal),
      );
    return cells;
  });
  const footer =
    quote.priced && quote.total !== null ? [words.total, "", "", "", words.money(quote.total)] : null;
  return { header, rows, footer };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const NUMERIC_FROM = 2;
const CELL = "border:1px solid #999;padding:4px 8px";

function htmlRow(cells: readonly string[], tag: "th" | "td", bold = false): string {
  const shown = cells.map((cell, index) => {
    const align = index >= NUMERIC_FROM ? "right" : "left";
    const weight = bold ? ";font-weight:bold" : "";
    return `<${tag} style="${CELL};text-align:${align}${weight}">${escapeHtml(cell)}</${tag}>`;
  });
  return `<tr>${shown.join("")}</tr>`;
}

/**
 * Core spec 1 (the clipboard for a sales quote), the HTML flavour: the title, a bordered table with inline styles (Outlook and
 * Word keep inline styles only), the total row, and the currency under it. Only the fields the quote carries.
 */
export function quoteHtml(quote: Quote, words: QuoteWords): string {
  const table = quoteTable(quote, words);
  const body = table.rows.map((row) => htmlRow(row, "td")).join("");
  const footer = table.footer ? `<tfoot>${htmlRow(table.footer, "td", true)}</tfoot>` : "";
  const currency = quote.priced ? `<p>${escapeHtml(words.currency)}: ${escapeHtml(quote.currency)}</p>` : "";
  return [
    `<p><strong>${escapeHtml(quote.title)}</strong></p>`,
    `<table style="border-collapse:collapse"><thead>${htmlRow(table.header, "th", true)}</thead>`,
    `<tbody>${body}</tbody>${footer}</table>`,
    currency,
  ].join("");
}

/** Core spec 1 (the clipboard for a sales quote), the plain-text flavour: the title and columns padded to line up in a mail. */
export function quoteText(quote: Quote, words: QuoteWords): string {
  const table = quoteTable(quote, words);
  const all = [table.header, ...table.rows, ...(table.footer ? [table.footer] : [])];
  const widths = table.header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column >= NUMERIC_FROM ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1));
  const lines = [quote.title, "", line(table.header), rule, ...table.rows.map(line)];
  if (table.footer) lines.push(rule, line(table.footer));
  if (quote.priced) lines.push("", `${words.currency}: ${quote.currency}`);
  return lines.join("\n");
}
