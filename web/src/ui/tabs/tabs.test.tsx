import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Tabs } from "./tabs";

const items = [
  { id: "mine", label: "My lists", content: "Mine" },
  { id: "pinned", label: "Pinned", content: "Pinned lists" },
  { id: "all", label: "All", content: "Everything" },
];

describe("Tabs", () => {
  it("moves selection and focus to the next tab with ArrowRight", () => {
    renderUi(<Tabs label="Lists" items={items} />);
    const first = screen.getByRole("tab", { name: "My lists" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    const second = screen.getByRole("tab", { name: "Pinned" });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole("tabpanel").textContent).toBe("Pinned lists");
  });

  it("wraps from the first tab to the last with ArrowLeft", () => {
    renderUi(<Tabs label="Lists" items={items} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "My lists" }), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All" }));
  });

  it("jumps to the ends with Home and End", () => {
    renderUi(<Tabs label="Lists" items={items} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "My lists" }), { key: "End" });
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "All" }), { key: "Home" });
    expect(screen.getByRole("tab", { name: "My lists" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps only the selected tab in the tab order", () => {
    renderUi(<Tabs label="Lists" items={items} />);
    const tabIndexes = screen.getAllByRole("tab").map((tab) => tab.getAttribute("tabindex"));
    expect(tabIndexes).toEqual(["0", "-1", "-1"]);
  });
});
