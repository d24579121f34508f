import { VIRTUAL_LIST_ITEM_HEIGHT_PX, VIRTUAL_LIST_MAX_VISIBLE } from "@catalogue/core/constants";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { VirtualList } from "./virtual-list";

const items = Array.from({ length: 1000 }, (_, i) => ({ id: `c${i}`, label: `Country ${i}` }));

describe("VirtualList", () => {
  it("is at most five rows of 36 px high and renders only a few of a thousand rows", () => {
    renderUi(<VirtualList label="Countries" items={items} onSelect={() => undefined} />);
    const listbox = screen.getByRole("listbox", { name: "Countries" });
    expect(listbox.style.height).toBe(`${VIRTUAL_LIST_MAX_VISIBLE * VIRTUAL_LIST_ITEM_HEIGHT_PX}px`);
    expect(screen.getAllByRole("option").length).toBeLessThan(20);
  });

  it("shrinks to the rows it has when there are fewer than five", () => {
    renderUi(<VirtualList label="Countries" items={items.slice(0, 2)} onSelect={() => undefined} />);
    expect(screen.getByRole("listbox").style.height).toBe(`${2 * VIRTUAL_LIST_ITEM_HEIGHT_PX}px`);
  });

  it("moves the active option with the arrow keys and selects it with Enter", () => {
    const onSelect = vi.fn();
    renderUi(<VirtualList label="Countries" items={items} onSelect={onSelect} />);
    const listbox = screen.getByRole("listbox");
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: "ArrowUp" });
    expect(document.getElementById(listbox.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "Country 1",
    );
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("c1");
  });

  it("jumps to the last option with End, scrolling it into view", () => {
    renderUi(<VirtualList label="Countries" items={items} onSelect={() => undefined} />);
    const listbox = screen.getByRole("listbox");
    fireEvent.keyDown(listbox, { key: "End" });
    const active = document.getElementById(listbox.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("Country 999");
  });

  it("does not move above the first option", () => {
    renderUi(<VirtualList label="Countries" items={items} onSelect={() => undefined} />);
    const listbox = screen.getByRole("listbox");
    fireEvent.keyDown(listbox, { key: "ArrowUp" });
    expect(document.getElementById(listbox.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "Country 0",
    );
  });
});
