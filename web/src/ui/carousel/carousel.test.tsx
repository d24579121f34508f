import { CAROUSEL_MAX_ITEMS } from "@catalogue/core/constants";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Carousel } from "./carousel";

const items = Array.from({ length: 14 }, (_, i) => `Card ${i + 1}`);
const shown = () => screen.getAllByRole("listitem").map((node) => node.textContent);

describe("Carousel", () => {
  it("shows at most six items on a wide screen", () => {
    window.innerWidth = 1440;
    renderUi(<Carousel title="Similar products" items={items} />);
    expect(shown()).toHaveLength(CAROUSEL_MAX_ITEMS);
  });

  it("scrolls by a whole page of six with the next button", () => {
    window.innerWidth = 1440;
    renderUi(<Carousel title="Similar products" items={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Next items" }));
    expect(shown()).toEqual(["Card 7", "Card 8", "Card 9", "Card 10", "Card 11", "Card 12"]);
  });

  it("shows fewer items on a phone", () => {
    window.innerWidth = 360;
    renderUi(<Carousel title="Similar products" items={items} />);
    expect(shown().length).toBeLessThan(CAROUSEL_MAX_ITEMS);
  });

  it("pages with the arrow keys and disables the buttons at the ends", () => {
    renderUi(<Carousel title="Similar products" items={items} pageSize={6} />);
    const previous = screen.getByRole("button", { name: "Previous items" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    const region = screen.getByRole("region", { name: "Similar products" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(shown()).toEqual(["Card 13", "Card 14"]);
    expect((screen.getByRole("button", { name: "Next items" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(shown()[0]).toBe("Card 7");
  });

  it("shows its title as a heading that names the region, at the level the page needs", () => {
    const { unmount } = renderUi(<Carousel title="Similar products" items={items} pageSize={6} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Similar products" });
    expect(screen.getByRole("region", { name: "Similar products" }).getAttribute("aria-labelledby")).toBe(
      heading.id,
    );
    unmount();
    renderUi(<Carousel title="Accessories" headingLevel={3} items={items} pageSize={6} />);
    expect(screen.getByRole("heading", { level: 3, name: "Accessories" })).toBeTruthy();
  });
});
