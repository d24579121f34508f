import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { SortHeader, type SortState } from "./sort-header";

function renderHeader(sort: SortState | undefined, onSort = vi.fn()) {
  renderUi(
    <table>
      <thead>
        <tr>
          <SortHeader field="title" label="Title" sort={sort} onSort={onSort} />
        </tr>
      </thead>
    </table>,
  );
  return onSort;
}

describe("SortHeader", () => {
  it("sorts ascending on the first press of an unsorted column", () => {
    const onSort = renderHeader(undefined);
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("none");
    fireEvent.click(screen.getByRole("button", { name: "Title" }));
    expect(onSort).toHaveBeenCalledWith({ field: "title", direction: "asc" });
  });

  it("flips an ascending sort to descending and says so", () => {
    const onSort = renderHeader({ field: "title", direction: "asc" });
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Title" }));
    expect(onSort).toHaveBeenCalledWith({ field: "title", direction: "desc" });
  });

  it("is unsorted while another column is the sort field", () => {
    renderHeader({ field: "price", direction: "desc" });
    expect(screen.getByRole("columnheader").getAttribute("aria-sort")).toBe("none");
  });
});
