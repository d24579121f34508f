import type { ProductList } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import * as styles from "../list-details.css";
import { type ElementSort, ElementSortSelect } from "./element-sort";
import { SelectionBar } from "./selection-bar";
import type { useListSelection } from "./use-list-selection";

/** Props of ListTools. */
export type ListToolsProps = {
  list: ProductList;
  selection: ReturnType<typeof useListSelection>;
  sorting: boolean;
  onSort: (sorting: ElementSort) => void;
  onTransfer: () => void;
  onRemove: (elementIds: number[]) => void;
  onAddToLists: () => void;
  /** Enters edit-order mode (core spec 4.7); without it there is no such button (nothing to order). */
  onEditOrder?: () => void;
};

/** Core spec 4.1 / 4.7: above a list's products: their sorting, edit-order mode and the select mode. */
export function ListTools(props: ListToolsProps) {
  const { list, selection, sorting, onSort, onTransfer, onRemove, onAddToLists, onEditOrder } = props;
  const { t } = useTranslation();
  const editable = list.type === "personal" && !list.draft;
  return (
    <div className={styles.tools}>
      {editable && <ElementSortSelect value={list.sortingType} disabled={sorting} onChange={onSort} />}
      {editable && onEditOrder && (
        <Button variant="secondary" onClick={onEditOrder} data-order-enter>
          {t("listOrder.enter")}
        </Button>
      )}
      <SelectionBar
        selecting={selection.selecting}
        count={selection.selected.length}
        editable={editable}
        onEnter={selection.enter}
        onLeave={selection.leave}
        onTransfer={onTransfer}
        onAddToLists={onAddToLists}
        onRemove={() => {
          onRemove(selection.selected);
          selection.leave();
        }}
      />
    </div>
  );
}
