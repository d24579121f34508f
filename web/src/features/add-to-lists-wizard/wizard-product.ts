/**
 * Core spec 2.3 (multi-product wizard): a product the wizard is opened with: what the steps show of it and the
 * quantity and CRP it starts from (a list element's own, or 1 and the card's price from search).
 */
export interface WizardProduct {
  readonly id: number;
  readonly title: string;
  readonly partNumber: string;
  readonly quantity: number;
  /** Only for users allowed to see prices (core's price rule); null: the server uses the product's price. */
  readonly crp: number | null;
}
