import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleDetails, exampleViewer } from "../catalogue";
import { ProductView } from "./product-view";

function renderProduct(language = "en") {
  renderUi(
    <MemoryRouter>
      <ProductView
        product={exampleDetails(true)}
        viewer={exampleViewer}
        onToggleFavourite={() => undefined}
        onReport={() => undefined}
      />
    </MemoryRouter>,
    language,
  );
}

describe("ProductView", () => {
  it.each(["en", "de", "ja"])(
    "names the status button starting with its visible text (WCAG 2.5.3, %s)",
    (language) => {
      renderProduct(language);
      const button = screen
        .getAllByRole("button")
        .find((candidate) => candidate.getAttribute("aria-haspopup") === "dialog");
      if (!button) throw new Error("no status button");
      const [code, label] = Array.from(button.querySelectorAll("span span"), (part) => part.textContent);
      expect(button.getAttribute("aria-label")?.startsWith(`${code} ${label}`)).toBe(true);
    },
  );

  it("gives each product carousel an h2 heading that names its region", () => {
    renderProduct();
    for (const title of ["Alternative products", "Related products"]) {
      const region = screen.getByRole("region", { name: title });
      expect(within(region).getByRole("heading", { level: 2, name: title })).toBeTruthy();
    }
  });
});
