import { VIRTUAL_LIST_ITEM_HEIGHT_PX, VIRTUAL_LIST_MAX_VISIBLE } from "@catalogue/core/constants";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import * as styles from "./virtual-list.css";
import { visibleRange } from "./visible-range";

/** One option of a VirtualList. */
export type VirtualListItem = { id: string; label: string };

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
  const baseId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.id === selectedId),
    ),
  );
  const { start, end } = visibleRange(scrollTop, items.length, HEIGHT, VIRTUAL_LIST_MAX_VISIBLE);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), items.length - 1);
    setActive(next);
    const node = viewport.current;
    if (!node) return;
    // Keep the active row in view: scroll just enough, as a native listbox does.
    const top = next * HEIGHT;
    const bottom = top + HEIGHT - VIRTUAL_LIST_MAX_VISIBLE * HEIGHT;
    const scrolled = Math.min(Math.max(node.scrollTop, bottom), top);
    node.scrollTop = scrolled;
    setScrollTop(scrolled);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const targets: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: active + VIRTUAL_LIST_MAX_VISIBLE,
      PageUp: active - VIRTUAL_LIST_MAX_VISIBLE,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const item = items[active];
      if (item) onSelect(item.id);
    }
  };

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
              onClick={() => {
                setActive(index);
                onSelect(item.id);
              }}
            >
              {item.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
