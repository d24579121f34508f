import type { ReactNode } from "react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";

/** One action of a Menu. */
export type MenuItem = { id: string; label: string; icon?: ReactNode; disabled?: boolean; danger?: boolean };

/** What the trigger button must spread on itself so that the menu works by keyboard and screen reader. */
export type TriggerProps = {
  ref: (node: HTMLButtonElement | null) => void;
  "aria-haspopup": "menu";
  "aria-expanded": boolean;
  "aria-controls": string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** What the menu view needs: whether it is open, which item is active, and the key and click handlers. */
export type MenuState = {
  id: string;
  open: boolean;
  active: number;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerProps: TriggerProps;
  itemRef: (index: number) => (node: HTMLButtonElement | null) => void;
  choose: (item: MenuItem) => void;
  onMenuKeyDown: (event: KeyboardEvent) => void;
};

/** The menu button's behaviour: arrows move, Escape closes and returns focus, a click outside closes. */
export function useMenu(items: MenuItem[], onSelect: (id: string) => void): MenuState {
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

  return {
    id,
    open,
    active,
    rootRef,
    triggerProps: {
      ref: (node) => {
        triggerRef.current = node;
      },
      "aria-haspopup": "menu",
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => (open ? setOpen(false) : openAt(0)),
      onKeyDown: onTriggerKeyDown,
    },
    itemRef: (index) => (node) => {
      itemRefs.current[index] = node;
    },
    choose,
    onMenuKeyDown,
  };
}
