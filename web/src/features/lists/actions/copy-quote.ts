import type { ListElementView } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { listQuote } from "@catalogue/core/rules/lists";
import type { TFunction } from "i18next";
import type { Viewer } from "../../catalogue";
import { type QuoteWords, quoteHtml, quoteText } from "./quote-format";

/** Puts both flavours on the clipboard: HTML pastes as a table (Outlook, Word), plain text into a text mail. */
async function writeQuote(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem === "undefined" || !navigator.clipboard.write) {
    await navigator.clipboard.writeText(text);
    return;
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      "text/html": new Blob([html], { type: "text/html" }),
      "text/plain": new Blob([text], { type: "text/plain" }),
    }),
  ]);
}

/**
 * Core spec 1 (the clipboard for a sales quote): the list as a quote block on the clipboard, with the fields core's quote rule
 * lets this viewer see, in the viewer's language and number format.
 */
export async function copyQuote(
  list: ProductList,
  elements: readonly ListElementView[],
  viewer: Viewer,
  t: TFunction,
): Promise<void> {
  const quote = listQuote(
    list,
    elements.map((element) => ({
      title: element.product.subtitle
        ? `${element.product.title}, ${element.product.subtitle}`
        : element.product.title,
      partNumber: element.product.partNumber,
      quantity: element.quantity,
      crp: element.pricing.crp,
      netPrice: element.pricing.netPrice,
    })),
    viewer,
  );
  const words: QuoteWords = {
    product: t("lists.quote.product"),
    partNumber: t("lists.quote.partNumber"),
    quantity: t("lists.quote.quantity"),
    unitPrice: t("lists.quote.unitPrice"),
    lineTotal: t("lists.quote.lineTotal"),
    total: t("lists.quote.total"),
    currency: t("lists.quote.currency"),
    money: (amount) => formatMoney(amount, list.currency, numberLocaleFor(viewer.separator)),
  };
  await writeQuote(quoteHtml(quote, words), quoteText(quote, words));
}
