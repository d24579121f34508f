import type { ListElementView } from "@catalogue/core/api";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../styles/recipes.css";
import * as styles from "./order.css";
import { OrderRow } from "./order-row";
import { useDragReorder } from "./use-drag-reorder";

/** Props of OrderList. */
export type OrderListProps = {
  /** The elements in the order being edited. */
  elements: readonly ListElementView[];
  onMove: (from: number, to: number) => void;
};

/** Where a key sends the row at `index` of `total`, or undefined for keys that do not move it. */
export function keyTarget(key: string, index: number, total: number): number | undefined {
  const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: total - 1 }[key];
  return to === undefined || to < 0 || to >= total || to === index ? undefined : to;
}

/**
 * Core spec 4.7 / 2.3 (edit-order mode): the list's products as compact rows to reorder by dragging a handle with
 * the mouse, by a long press and drag on touch, or with the arrow keys on a focused handle. Every move is told to
 * screen readers ("Moved … to position 3 of 12").
 */
export function OrderList({ elements, onMove }: OrderListProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const refocus = useRef<string | undefined>(undefined);
  const announce = (id: string, position: number) => {
    const element = elements.find((candidate) => String(candidate.id) === id);
    const title = element?.product.title ?? "";
    setAnnouncement(t("listOrder.moved", { title, position: position + 1, total: elements.length }));
  };
  // The announcement speaks of the order after the move; the drop comes before React shows it, so it is worked
  // out from the row's place in the list as shown next.
  const [dropped, setDropped] = useState<string | undefined>();
  const drag = useDragReorder(listRef, onMove, setDropped);
  useLayoutEffect(() => {
    if (dropped === undefined) return;
    announce(
      dropped,
      elements.findIndex((element) => String(element.id) === dropped),
    );
    setDropped(undefined);
  });
  // React moves a row down by taking it out of the page and putting it back, which drops the focus of its handle.
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = undefined;
    if (id === undefined) return;
    const handle = listRef.current?.querySelector<HTMLElement>(`[data-handle-id="${id}"]`);
    if (handle && document.activeElement !== handle) handle.focus();
  });
  const onKeyDown = (id: string, index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = keyTarget(event.key, index, elements.length);
    if (to === undefined) return;
    event.preventDefault();
    refocus.current = id;
    onMove(index, to);
    announce(id, to);
  };
  return (
    <>
      <p id={hintId} className={styles.hint}>
        {t("listOrder.instructions")}
      </p>
      <ol ref={listRef} className={styles.list} aria-label={t("listOrder.listLabel")}>
        {elements.map((element, index) => {
          const id = String(element.id);
          return (
            <OrderRow
              key={element.id}
              element={element}
              index={index}
              total={elements.length}
              dragging={drag.draggedId === id}
              describedBy={hintId}
              handle={drag.handleProps(id)}
              onKeyDown={onKeyDown(id, index)}
            />
          );
        })}
      </ol>
      <p className={visuallyHidden} role="status" aria-live="polite" data-testid="order-announcement">
        {announcement}
      </p>
    </>
  );
}
