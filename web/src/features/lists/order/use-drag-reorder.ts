import { type PointerEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** How long a finger rests on a handle before it picks the row up (core spec 2.3: long-press drag on touch). */
export const LONG_PRESS_MS = 400;
/** A finger that travels further before the long press ends is scrolling the page, not dragging. */
const SCROLL_SLOP_PX = 8;
/** Near the window's edges a drag scrolls the page, so a long list can be reordered end to end. */
const EDGE_PX = 48;
const EDGE_STEP_PX = 16;

type Drag = { id: string; start: number; expected: number };
type Hold = { timer: number; x: number; y: number; scrollY: number };

/** Where the dragged row belongs: the number of other rows whose middle lies above the pointer. */
export function targetIndex(middles: readonly number[], dragged: number, y: number): number {
  return middles.filter((middle, index) => index !== dragged && middle < y).length;
}

function rowsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>("[data-order-id]")] : [];
}

function scrollNearEdges(y: number) {
  if (y < EDGE_PX) window.scrollBy(0, -EDGE_STEP_PX);
  else if (y > window.innerHeight - EDGE_PX) window.scrollBy(0, EDGE_STEP_PX);
}

/**
 * Core spec 4.7 / 2.3: drags a row of the ordering list by its handle with plain pointer events. A mouse picks the
 * row up at once; a finger or pen after a long press, so a swipe over the list still scrolls the page. While a row
 * is dragged it moves live (`onMove`), the page does not scroll under the finger, and Escape or a cancelled
 * pointer puts it back where it started. The listeners sit on the window, as a moved row may lose pointer capture.
 */
export function useDragReorder(
  listRef: RefObject<HTMLElement | null>,
  onMove: (from: number, to: number) => void,
  onDrop: (id: string) => void,
) {
  const [draggedId, setDraggedId] = useState<string | undefined>();
  const drag = useRef<Drag | undefined>(undefined);
  const hold = useRef<Hold | undefined>(undefined);
  const latest = useRef({ onMove, onDrop });
  latest.current = { onMove, onDrop };

  useStopTouchScroll(listRef, drag);
  // Attached in the commit that shows the row picked up, not after the next paint: the browser handles input
  // before React's passive effects, so a finger moving on at once (a busy phone) had its moves and its lift missed,
  // and the row stayed where it was.
  useLayoutEffect(() => {
    if (draggedId === undefined) return;
    const move = (event: globalThis.PointerEvent) => {
      const current = drag.current;
      const rows = rowsOf(listRef.current);
      const from = rows.findIndex((row) => row.dataset.orderId === current?.id);
      // The row moved a moment ago is not re-rendered yet: wait for it rather than move from a stale place.
      if (!current || from !== current.expected) return;
      scrollNearEdges(event.clientY);
      const middles = rows.map((row) => {
        const box = row.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      const to = targetIndex(middles, from, event.clientY);
      if (to === from) return;
      current.expected = to;
      // Shown before the next pointer event, so that one measures the rows where they now are.
      flushSync(() => latest.current.onMove(from, to));
    };
    const end = (cancelled: boolean) => {
      const current = drag.current;
      drag.current = undefined;
      setDraggedId(undefined);
      if (!current) return;
      if (current.expected === current.start) return;
      if (cancelled) latest.current.onMove(current.expected, current.start);
      else latest.current.onDrop(current.id);
    };
    const up = () => end(false);
    const cancel = () => end(true);
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    window.addEventListener("keydown", key);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      window.removeEventListener("keydown", key);
    };
  }, [draggedId, listRef]);

  const begin = (id: string) => {
    // Where the row is now: the list may have changed during a long press.
    const index = rowsOf(listRef.current).findIndex((row) => row.dataset.orderId === id);
    if (index < 0) return;
    drag.current = { id, start: index, expected: index };
    setDraggedId(id);
  };
  const release = () => {
    if (hold.current) window.clearTimeout(hold.current.timer);
    hold.current = undefined;
  };
  return {
    draggedId,
    handleProps: (id: string) => handleProps(id, begin, hold, release),
  };
}

/** The pointer handlers of one handle: a mouse starts at once, a finger or pen after the long press. */
function handleProps(
  id: string,
  begin: (id: string) => void,
  hold: RefObject<Hold | undefined>,
  release: () => void,
) {
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      if (event.pointerType === "mouse") {
        event.preventDefault();
        begin(id);
        return;
      }
      release();
      const timer = window.setTimeout(() => {
        const held = hold.current;
        hold.current = undefined;
        // The page moved under a resting finger: it was put down on a page still gliding from a swipe, and the
        // browser takes that touch's moves as scrolling (they cannot be cancelled), so a row picked up now would
        // only be dropped where it was as the page scrolls.
        if (held && held.scrollY !== window.scrollY) return;
        begin(id);
      }, LONG_PRESS_MS);
      hold.current = { timer, x: event.clientX, y: event.clientY, scrollY: window.scrollY };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = hold.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SCROLL_SLOP_PX) release();
    },
    onPointerUp: release,
    onPointerCancel: release,
    // A long press would open the browser's menu (and end the drag).
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
}

/**
 * While a row is dragged by touch, the page must not scroll. React listens to touch moves passively, so this
 * listener is the list's own, not passive, and blocks scrolling only during a drag.
 */
function useStopTouchScroll(listRef: RefObject<HTMLElement | null>, drag: RefObject<Drag | undefined>) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const stop = (event: TouchEvent) => {
      if (drag.current && event.cancelable) event.preventDefault();
    };
    list.addEventListener("touchmove", stop, { passive: false });
    return () => list.removeEventListener("touchmove", stop);
  }, [listRef, drag]);
}
