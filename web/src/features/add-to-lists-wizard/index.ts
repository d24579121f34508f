// The add-to-lists wizard's public file: the lazy wizard and the product it takes. Everything else here is its own.
export { AddToListsWizard } from "./add-to-lists-wizard";
export type { WizardProduct } from "./wizard-product";
