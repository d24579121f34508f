import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import * as styles from "./tabs.css";

/** One tab: its label and what it shows. */
export type TabItem = { id: string; label: string; content: ReactNode };

/** Props of Tabs; controlled when `selectedId` is given. */
export type TabsProps = {
  label: string;
  items: TabItem[];
  selectedId?: string;
  onChange?: (id: string) => void;
};

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Core spec 3 (product lists tabs): WAI-ARIA tabs with arrow, Home and End keys and roving focus. */
export function Tabs({ label, items, selectedId, onChange }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(items[0]?.id ?? "");
  const current = selectedId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelection(id);
    onChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.id === current);
    const next = items[move(index, items.length)];
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(node) => {
              if (node) tabRefs.current.set(item.id, node);
              else tabRefs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === current}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => item.id === current)
        .map((item) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            className={styles.panel}
          >
            {item.content}
          </div>
        ))}
    </div>
  );
}
