import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LONG_PRESS_MS, useDragReorder } from "./use-drag-reorder";

/** Two rows with a handle each, marked while dragged, as the ordering list marks them. */
function Rows() {
  const list = useRef<HTMLOListElement>(null);
  const { draggedId, handleProps } = useDragReorder(
    list,
    () => undefined,
    () => undefined,
  );
  return (
    <ol ref={list}>
      {["a", "b"].map((id) => (
        <li key={id} data-order-id={id} data-dragging={draggedId === id ? "true" : undefined}>
          <button type="button" {...handleProps(id)}>{`Move ${id}`}</button>
        </li>
      ))}
    </ol>
  );
}

const handleOf = (id: string) => screen.getByRole("button", { name: `Move ${id}` });
const rowOf = (id: string) => handleOf(id).closest("li");
/** A finger put down on a row's handle. */
const fingerDown = (id: string) => fireEvent.pointerDown(handleOf(id), { pointerType: "touch", button: 0 });

describe("useDragReorder on touch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollTo(0, 0);
  });

  it("picks the row up once a finger has rested on its handle for the long press", () => {
    render(<Rows />);
    fingerDown("a");
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(rowOf("a")?.dataset.dragging).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(rowOf("a")?.dataset.dragging).toBe("true");
  });

  it("picks nothing up when the page scrolled under the resting finger (a page still gliding from a swipe)", () => {
    render(<Rows />);
    fingerDown("a");
    window.scrollTo(0, 40);
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(rowOf("a")?.dataset.dragging).toBeUndefined();

    // The next press on the page at rest picks the row up.
    fireEvent.pointerUp(handleOf("a"), { pointerType: "touch" });
    fingerDown("a");
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(rowOf("a")?.dataset.dragging).toBe("true");
  });
});
