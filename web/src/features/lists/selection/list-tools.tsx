import type { ProductList } from "@catalogue/core/model";
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
};

/** Core spec 4.1 / 4.7: above a list's products: their order and the select mode. */
export function ListTools({
  list,
  selection,
  sorting,
  onSort,
  onTransfer,
  onRemove,
  onAddToLists,
}: ListToolsProps) {
  const editable = list.type === "personal" && !list.draft;
  return (
    <div className={styles.tools}>
      {editable && <ElementSortSelect value={list.sortingType} disabled={sorting} onChange={onSort} />}
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
