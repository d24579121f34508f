import { VIRTUAL_LIST_ITEM_HEIGHT_PX, VIRTUAL_LIST_MAX_VISIBLE } from "@catalogue/core/constants";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { visibleRange } from "./visible-range";

/** One option of a VirtualList. */
export type VirtualListItem = { id: string; label: string };

const HEIGHT = VIRTUAL_LIST_ITEM_HEIGHT_PX;

/** The listbox's scroll window and active row, and the keys that move it (as a native listbox does). */
export function useVirtualList(
  items: VirtualListItem[],
  selectedId: string | undefined,
  onSelect: (id: string) => void,
) {
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
  const choose = (index: number, item: VirtualListItem) => {
    setActive(index);
    onSelect(item.id);
  };

  return { viewport, start, end, active, optionId, onKeyDown, setScrollTop, choose };
}
