import type { ListPriceColumns } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import type { CurrencyCode } from "@catalogue/core/model";
import { memo, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Viewer } from "../catalogue";
import * as details from "./list-details.css";
import { ListElementRow, type ListElementRowProps } from "./list-element-row";
import type { TypedPrices } from "./list-prices";
import { useStagedRows } from "./use-staged-rows";

/** Props of ListRows. */
export type ListRowsProps = {
  elements: readonly ListElementView[];
  viewer: Viewer;
  currency: CurrencyCode;
  showPrices: boolean;
  columns: ListPriceColumns;
  editable: boolean;
  typedPrices?: TypedPrices;
  refusals?: Readonly<Record<number, number>>;
  selection?: { selected: readonly number[]; onToggle: (elementId: number) => void };
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  onCrpTyping?: (elementId: number, crp: number) => void;
  onRemove: (elementId: number) => void;
};

type Handlers = Pick<ListElementRowProps, "onQuantity" | "onCrp" | "onRemove"> & {
  onCrpTyping: (elementId: number, crp: number) => void;
  onToggle: (elementId: number) => void;
};

/**
 * The handlers of every row, the same functions for the screen's whole life, calling whatever the screen passed
 * last: with them, a row whose element did not change is not rendered again when another row's quantity does
 * (a list holds up to hundreds of rows, and typing must answer at once).
 */
function useRowHandlers(props: ListRowsProps): Handlers {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return useMemo(
    () => ({
      onQuantity: (id, quantity) => latest.current.onQuantity(id, quantity),
      onCrp: (id, crp) => latest.current.onCrp(id, crp),
      onCrpTyping: (id, crp) => latest.current.onCrpTyping?.(id, crp),
      onRemove: (id) => latest.current.onRemove(id),
      onToggle: (id) => latest.current.selection?.onToggle(id),
    }),
    [],
  );
}

type RowItemProps = Omit<
  ListElementRowProps,
  "onQuantity" | "onCrp" | "onRemove" | "onCrpTyping" | "selection"
> & {
  handlers: Handlers;
  selectable: boolean;
  selected: boolean;
};

/** One row, rendered again only when one of its own values changes. */
const RowItem = memo(function RowItem({ handlers, selectable, selected, ...row }: RowItemProps) {
  return (
    <ListElementRow
      {...row}
      onQuantity={handlers.onQuantity}
      onCrp={handlers.onCrp}
      onCrpTyping={handlers.onCrpTyping}
      onRemove={handlers.onRemove}
      selection={selectable ? { selected, onToggle: () => handlers.onToggle(row.element.id) } : undefined}
    />
  );
});

/** Core spec 2.3 (list details): the list's products, a row each. */
export function ListRows(props: ListRowsProps) {
  const { t } = useTranslation();
  const handlers = useRowHandlers(props);
  const { selection, typedPrices, refusals } = props;
  const elements = useStagedRows(props.elements);
  return (
    <ul className={details.rows} aria-label={t("lists.details.products")}>
      {/* Keyed by product (one row per product in a list): a product added offline keeps its row when the
          server's element, with its own id, takes the waiting row's place after a sync. */}
      {elements.map((element) => (
        <li key={element.productId}>
          <RowItem
            element={element}
            viewer={props.viewer}
            currency={props.currency}
            showPrices={props.showPrices}
            priceColumns={props.columns}
            typedCrp={typedPrices?.[element.id]}
            editable={props.editable}
            refusals={refusals?.[element.id]}
            handlers={handlers}
            selectable={selection !== undefined}
            selected={selection?.selected.includes(element.id) ?? false}
          />
        </li>
      ))}
    </ul>
  );
}
