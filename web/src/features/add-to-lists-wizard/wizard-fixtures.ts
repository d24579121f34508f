import type { WizardListChoice } from "./choose-lists-step";
import type { WizardProduct } from "./wizard-product";

/** Examples for the wizard's stories and tests; nothing the app renders imports them. */
export const exampleLists: WizardListChoice[] = [
  { id: 1, title: "My list", currency: "EUR", defaultList: true, usable: true },
  { id: 2, title: "Ward B", currency: "EUR", defaultList: false, usable: true },
  { id: 3, title: "US clinic", currency: "USD", defaultList: false, usable: false },
];

export const exampleProducts: WizardProduct[] = [
  { id: 10, title: "Breathing circuit, adult", partNumber: "8401869", quantity: 1, crp: 24.5 },
  { id: 11, title: "Infusion pump Alpha", partNumber: "8713030", quantity: 2, crp: 1890 },
  { id: 12, title: "Neonatal care mattress", partNumber: "MP01234", quantity: 1, crp: null },
];

/** A CRP as a German-format user reads it. */
export const formatExampleCrp = (crp: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(crp);
