import { canSeePrices } from "@catalogue/core/access";
import type { CartItem, CartLine, CartValues, ProductCard, SendCartResponse } from "@catalogue/core/api";
import type { CurrencyCode } from "@catalogue/core/model";
import { formatMoney, lineTotal, listTotals, numberLocaleFor } from "@catalogue/core/pricing";
import type { Db } from "../../db/database";
import { exportText } from "../../exports/export-texts";
import { assertMakerRecipients } from "../../mail/maker-recipients";
import type { Mailer } from "../../mail/outbox-mailer";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import type { ProductsService } from "./products.service";

/**
 * Core spec 6 / 9: the lines of a cart for one viewer. Each known product gives a line (unknown ids are left out);
 * the unit price (the CRP in the viewer's currency) and the line and cart totals are there only when core's
 * `canSeePrices` allows, and the cart total is core's `listTotals` (quantity times price).
 */
export function cartValuesOf(
  items: readonly CartItem[],
  cards: readonly ProductCard[],
  pricesAllowed: boolean,
): CartValues {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const lines: CartLine[] = items.flatMap((item) => {
    const card = byId.get(item.productId);
    if (!card) return [];
    const line: CartLine = {
      productId: card.id,
      title: card.title,
      partNumber: card.partNumber ?? null,
      quantity: item.quantity,
    };
    if (pricesAllowed) {
      line.unitPrice = card.pricing?.crp ?? null;
      line.totalPrice = lineTotal(item.quantity, line.unitPrice);
    }
    return [line];
  });
  // Pieces are not a cart value; the totals rule is used for the amount and the packages only.
  const totals = listTotals(
    lines.map((line) => ({ quantity: line.quantity, price: line.unitPrice, piecesPerPackage: 0 })),
  );
  const values: CartValues = { lines, totalQuantity: totals.totalQuantity };
  if (pricesAllowed) values.totalAmount = totals.totalAmount;
  return values;
}

/** Supplement 7 (cart-values, send-cart): a cart priced for its caller, and the cart mailed. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
    private readonly profiles: ProfileRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly mailerFor: (tx: Db) => Mailer,
  ) {}

  /** Supplement 7 (GET /products/cart-values): the caller's view of the cart (403 for partners not accepted). */
  async values(userId: number, items: readonly CartItem[]): Promise<CartValues> {
    const viewer = await this.products.viewer(userId);
    const cards = await this.products.cards(
      viewer,
      items.map((item) => ({ id: item.productId })),
    );
    return cartValuesOf(items, cards, canSeePrices(viewer));
  }

  /**
   * Supplement 7 (POST /products/send-cart): one mail per address of the maker's domain, in the sender's language,
   * with the lines the sender sees: the prices and total only when the sender may see prices, so a mail never
   * tells more than the sender's own screen. All mails go out in one transaction (the outbox keeps all or none).
   */
  async send(
    userId: number,
    request: { recipients: readonly string[]; note: string; items: readonly CartItem[] },
  ): Promise<SendCartResponse> {
    assertMakerRecipients(request.recipients);
    const cart = await this.values(userId, request.items);
    const user = await this.profiles.findUser(userId);
    const language = user?.languageShortcut ?? "en";
    const currency = await this.currencyOf(user?.currencyId ?? null);
    const locale = numberLocaleFor(user?.separator);
    const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : amount.toFixed(2));
    const sender = user ? `${user.name} ${user.surname}` : "";
    const lineText = (line: CartLine) => {
      const params = {
        quantity: line.quantity,
        title: line.title,
        partNumber: line.partNumber ?? "-",
      };
      return line.totalPrice === undefined
        ? exportText(language, "mail.cartSent.line", params)
        : exportText(language, "mail.cartSent.pricedLine", { ...params, total: money(line.totalPrice) });
    };
    const body = [
      exportText(language, "mail.cartSent.intro", { sender, number: cart.lines.length }),
      "",
      ...cart.lines.map(lineText),
      ...(cart.totalAmount === undefined
        ? []
        : ["", exportText(language, "mail.cartSent.total", { total: money(cart.totalAmount) })]),
      ...(request.note ? ["", exportText(language, "mail.listSent.note"), request.note] : []),
    ].join("\n");
    const subject = exportText(language, "mail.cartSent.subject", { sender });
    await this.db.transaction(async (tx) => {
      const mailer = this.mailerFor(tx);
      for (const recipient of request.recipients) await mailer.send({ recipient, subject, body });
    });
    return { mails: request.recipients.length, lines: cart.lines.length };
  }

  private async currencyOf(currencyId: number | null): Promise<CurrencyCode | undefined> {
    if (currencyId === null) return undefined;
    return (await this.referenceData.get()).currencies.find((currency) => currency.id === currencyId)?.title;
  }
}
