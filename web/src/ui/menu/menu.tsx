import type { ReactNode } from "react";
import { cx } from "../class-names";
import * as styles from "./menu.css";
import { type MenuItem, type TriggerProps, useMenu } from "./use-menu";

export type { MenuItem, TriggerProps };

/** Props of Menu; the trigger is rendered by the caller from the props given to it. */
export type MenuProps = {
  items: MenuItem[];
  onSelect: (id: string) => void;
  trigger: (props: TriggerProps) => ReactNode;
};

/** Supplement 9 (dropdowns): a menu button; arrows move, Escape closes and returns focus to the trigger. */
export function Menu({ items, onSelect, trigger }: MenuProps) {
  const { id, open, active, rootRef, triggerProps, itemRef, choose, onMenuKeyDown } = useMenu(
    items,
    onSelect,
  );
  return (
    <div className={styles.root} ref={rootRef}>
      {trigger(triggerProps)}
      {open && (
        <div id={id} role="menu" className={styles.list} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={itemRef(index)}
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
