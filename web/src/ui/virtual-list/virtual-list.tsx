import { VIRTUAL_LIST_ITEM_HEIGHT_PX, VIRTUAL_LIST_MAX_VISIBLE } from "@catalogue/core/constants";
import { useVirtualList, type VirtualListItem } from "./use-virtual-list";
import * as styles from "./virtual-list.css";

export type { VirtualListItem };

/** Props of VirtualList. */
export type VirtualListProps = {
  label: string;
  items: VirtualListItem[];
  selectedId?: string;
  onSelect: (id: string) => void;
};

const HEIGHT = VIRTUAL_LIST_ITEM_HEIGHT_PX;

/**
 * Core spec 9 (virtual scroll): a listbox of rows of 36 px, at most 5 visible, that renders only the rows on
 * screen; arrows, Home, End and Enter work while the listbox has focus (aria-activedescendant).
 */
export function VirtualList({ label, items, selectedId, onSelect }: VirtualListProps) {
  const { viewport, start, end, active, optionId, onKeyDown, setScrollTop, choose } = useVirtualList(
    items,
    selectedId,
    onSelect,
  );
  return (
    <div
      ref={viewport}
      role="listbox"
      aria-label={label}
      aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
      tabIndex={0}
      className={styles.viewport}
      style={{ height: Math.min(items.length, VIRTUAL_LIST_MAX_VISIBLE) * HEIGHT }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: items.length * HEIGHT }}>
        {items.slice(start, end).map((item, offset) => {
          const index = start + offset;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options.
            <div
              key={item.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={item.id === selectedId}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              data-active={index === active}
              className={styles.option}
              style={{ top: index * HEIGHT, height: HEIGHT }}
              onClick={() => choose(index, item)}
            >
              {item.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
