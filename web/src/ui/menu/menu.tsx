import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cx } from "../class-names";
import * as styles from "./menu.css";

/** One action of a Menu. */
export type MenuItem = { id: string; label: string; icon?: ReactNode; disabled?: boolean; danger?: boolean };

/** Props of Menu; the trigger is rendered by the caller from the props given to it. */
export type MenuProps = {
  items: MenuItem[];
  onSelect: (id: string) => void;
  trigger: (props: TriggerProps) => ReactNode;
};

/** What the trigger button must spread on itself so that the menu works by keyboard and screen reader. */
export type TriggerProps = {
  ref: (node: HTMLButtonElement | null) => void;
  "aria-haspopup": "menu";
  "aria-expanded": boolean;
  "aria-controls": string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** Supplement 9 (dropdowns): a menu button; arrows move, Escape closes and returns focus to the trigger. */
export function Menu({ items, onSelect, trigger }: MenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close();
    onSelect(item.id);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const count = items.length;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % count,
      ArrowUp: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(target);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      {trigger({
        ref: (node) => {
          triggerRef.current = node;
        },
        "aria-haspopup": "menu",
        "aria-expanded": open,
        "aria-controls": id,
        onClick: () => (open ? setOpen(false) : openAt(0)),
        onKeyDown: onTriggerKeyDown,
      })}
      {open && (
        <div id={id} role="menu" className={styles.list} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              aria-disabled={item.disabled || undefined}
              className={cx(styles.item, item.danger && styles.danger)}
              onClick={() => choose(item)}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
