import { act, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleFilters } from "../catalogue";
import { FinderView } from "./finder-view";

describe("FinderView", () => {
  it("keeps a group's name and its product count apart, in the tiles and in the tree", () => {
    renderUi(
      <MemoryRouter>
        <FinderView
          state={{ kind: "ready", counters: [{ careArea: "OR", count: 1239 }], filters: exampleFilters }}
        />
      </MemoryRouter>,
    );
    // The groups inside a closed group are rendered once it is opened.
    const groups = [...document.querySelectorAll("details")];
    expect(groups.length).toBeGreaterThan(0);
    const closedLinks = screen.getAllByRole("link").length;
    act(() => {
      for (const group of groups) {
        group.open = true;
        group.dispatchEvent(new Event("toggle"));
      }
    });
    expect(screen.getAllByRole("link").length).toBeGreaterThan(closedLinks);
    // Each counted link is a group's name; the count follows after a space, never glued to the name.
    const counted = screen
      .getAllByRole("link")
      .filter((link) => /products?$/.test(link.nextElementSibling?.textContent ?? ""));
    expect(counted.length).toBeGreaterThan(5);
    for (const link of counted) {
      const row = `${link.textContent}${link.nextSibling?.textContent}${link.nextElementSibling?.textContent}`;
      expect(row).toMatch(/\S \d[\d,]* products?$/);
    }
    expect(document.body.textContent).toContain("Operating room 1239 products");
  });
});
