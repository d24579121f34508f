import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleDetails, exampleViewer } from "../catalogue/catalogue-fixtures";
import { ProductPrices } from "./product-prices";

describe("ProductPrices (core spec 6 / 9)", () => {
  it("shows every price sent, in the viewer's format, with the GGP rating from core", () => {
    renderUi(<ProductPrices product={exampleDetails(true)} viewer={exampleViewer} />);
    // Intl puts a no-break space before the euro sign.
    const text = (screen.getByTestId("product-prices").textContent ?? "").replace(/\s/g, " ");
    expect(text).toContain("Local list price27,90 €");
    expect(text).toContain("CRP net price23,95 €");
    // crp 25.5 is above the corridor 20-24: GOOD; (25.5 - 21.3) / 25.5 = 16 %.
    expect(text).toContain("GGP ratingGood");
    expect(text).toContain("Difference CRP to GGP16 %");
  });

  it("renders nothing when the answer carries no price fields", () => {
    const { container } = renderUi(<ProductPrices product={exampleDetails(false)} viewer={exampleViewer} />);
    expect(container.textContent).toBe("");
  });
});
