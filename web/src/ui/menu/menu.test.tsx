import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Menu } from "./menu";

const items = [
  { id: "edit", label: "Edit" },
  { id: "pin", label: "Pin" },
  { id: "delete", label: "Delete" },
];

function renderMenu(onSelect = vi.fn()) {
  renderUi(
    <Menu
      items={items}
      onSelect={onSelect}
      trigger={(props) => (
        <button type="button" {...props}>
          Actions
        </button>
      )}
    />,
  );
  return { trigger: screen.getByRole("button", { name: "Actions" }), onSelect };
}

describe("Menu", () => {
  it("opens with ArrowDown on the trigger and focuses the first item", () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Edit" }));
  });

  it("moves focus with the arrow keys and wraps around", () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("menu"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Pin" }));
    fireEvent.keyDown(screen.getByRole("menu"), { key: "ArrowUp" });
    fireEvent.keyDown(screen.getByRole("menu"), { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Delete" }));
  });

  it("closes on Escape and gives focus back to the trigger", () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("reports the chosen item, closes and returns focus", () => {
    const { trigger, onSelect } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole("menuitem", { name: "Pin" }));
    expect(onSelect).toHaveBeenCalledWith("pin");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
