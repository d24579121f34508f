/** The product the "add to list" dialog is opened for (cards and the detail page both have these). */
export interface ProductToList {
  readonly id: number;
  readonly title: string;
}
