/** Core spec 3: what a list line contributes to the totals: packages, the price of one package, pieces in one. */
export type TotalsLine = {
  quantity: number;
  price: number | null | undefined;
  piecesPerPackage: number;
};

/** Core spec 3 / 9: the totals of a list: amount (sum of quantity x price), pieces and packages. */
export type ListTotals = { totalAmount: number; totalPieces: number; totalQuantity: number };

/**
 * Core spec 9: rounds a money amount to cents, half away from zero. The product is first cut to 15 significant
 * digits so that binary noise (1.005 * 100 = 100.49999...) does not round the wrong way.
 */
export function roundMoney(amount: number): number {
  const raw = Math.abs(amount) * 100;
  // Cutting to 15 digits moves a value under 1e9 cents by at most 5e-7: unless the fraction is that close to a
  // half, plain rounding gives the same cents without the string conversion (list totals round every line).
  const fraction = raw - Math.floor(raw);
  const cents =
    raw < 1e9 && Math.abs(fraction - 0.5) > 1e-6 ? Math.round(raw) : Math.round(Number(raw.toPrecision(15)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

/** Core spec 9: the total price of one line, quantity x price, in cents; 0 without a price. */
export function lineTotal(quantity: number, price: number | null | undefined): number {
  return price == null ? 0 : roundMoney(quantity * price);
}

/** Core spec 3: total pieces of a line = quantity (packages) x pieces per package. */
export function linePieces(quantity: number, piecesPerPackage: number): number {
  return quantity * piecesPerPackage;
}

/** Core spec 9 "a cart total sums quantity times price": the totals of a list; lines without a price add no amount. */
export function listTotals(lines: readonly TotalsLine[]): ListTotals {
  let cents = 0;
  let totalPieces = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    cents += Math.round(lineTotal(line.quantity, line.price) * 100);
    totalPieces += linePieces(line.quantity, line.piecesPerPackage);
    totalQuantity += line.quantity;
  }
  return { totalAmount: cents / 100, totalPieces, totalQuantity };
}

/**
 * Core spec 3: the net price of a list element, the CRP less a discount in percent, in cents. The specification names
 * crp, discount and net price without the formula; this is our reading (see core/README.md).
 */
export function netPrice(
  crp: number | null | undefined,
  discountPercent: number | null | undefined,
): number | null {
  if (crp == null) return null;
  return roundMoney(crp * (1 - (discountPercent ?? 0) / 100));
}
