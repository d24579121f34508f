import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleFilters } from "../catalogue";
import { FilterPanel } from "./filter-panel";

describe("FilterPanel", () => {
  it("shows counts, hides values without products and nests device groups", () => {
    renderUi(<FilterPanel filters={exampleFilters} selected={{}} onToggle={() => undefined} />);
    expect(screen.getByRole("checkbox", { name: "Intensive care unit (98)" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /Neonatal intensive care unit/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Highlight/ })).toBeNull();
    const atlan = screen.getByRole("checkbox", { name: "Atlan (40)" }).closest("li") as HTMLElement;
    expect(within(atlan).getByRole("checkbox", { name: "A100 (20)" })).toBeTruthy();
  });

  it("keeps a chosen value without products so it can be taken off, and reports toggles", () => {
    const onToggle = vi.fn();
    renderUi(<FilterPanel filters={exampleFilters} selected={{ careArea: ["NICU"] }} onToggle={onToggle} />);
    const nicu = screen.getByRole("checkbox", {
      name: "Neonatal intensive care unit (0)",
    }) as HTMLInputElement;
    expect(nicu.checked).toBe(true);
    fireEvent.click(nicu);
    expect(onToggle).toHaveBeenCalledWith("careArea", "NICU", false);
  });
});
