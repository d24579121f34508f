import type { ListElementView } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import type { ComponentType, ReactNode } from "react";
import type { Viewer } from "../catalogue";

/**
 * The list details view the draft screen renders a draft with (the lists feature's, handed in by the list details
 * screen): the same header, totals and product rows as any list.
 */
export type DetailsView = ComponentType<{
  state:
    | { kind: "loading" }
    | { kind: "failed" }
    | { kind: "ready"; list: ProductList; elements: ListElementView[] };
  viewer: Viewer;
  showPrices: boolean;
  editable?: boolean;
  onEdit: () => void;
  onTogglePin: (list: ProductList) => void;
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  onRemove: (elementId: number) => void;
  actions?: (list: ProductList) => ReactNode;
  aside?: (list: ProductList) => ReactNode;
}>;
