import type { ListElementView } from "@catalogue/core/api";
import { countOutsideGgpCorridor, isOutsideGgpCorridor, lineTotal, netPrice } from "@catalogue/core/pricing";

/** CRP values typed into rows and not yet committed, per element id (the corridor guard reads them at once). */
export type TypedPrices = Readonly<Record<number, number>>;

/** Core spec 3: the element's CRP net price, from the typed CRP while the user types, else the list's CRP. */
export function elementNetPrice(element: ListElementView, typedCrp?: number): number | null {
  return netPrice(typedCrp ?? element.pricing.crp, element.pricing.discount);
}

/** Core spec 9: the element's line total at its current (typed or stored) net price; null without a price. */
export function elementLineTotal(element: ListElementView, typedCrp?: number): number | null {
  const net = elementNetPrice(element, typedCrp);
  return net === null ? null : lineTotal(element.quantity, net);
}

/** Core spec 2.3 / 9 (price corridor guard): whether the element's net price is outside its GGP corridor. */
export function elementOutsideCorridor(element: ListElementView, typedCrp?: number): boolean {
  return isOutsideGgpCorridor(elementNetPrice(element, typedCrp), element.product.pricing?.ggp);
}

/** Core spec 2.3 / 9: how many elements are outside their corridor, typed prices included. */
export function countOutsideCorridor(elements: readonly ListElementView[], typed: TypedPrices = {}): number {
  return countOutsideGgpCorridor(
    elements.map((element) => ({
      price: elementNetPrice(element, typed[element.id]),
      ggp: element.product.pricing?.ggp,
    })),
  );
}
