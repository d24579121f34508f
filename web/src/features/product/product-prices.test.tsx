import type { Role } from "@catalogue/core/model";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleDetails, exampleViewer } from "../catalogue";
import { ProductPrices } from "./product-prices";

/** The section's text with Intl's no-break spaces (before the euro sign) read as plain spaces. */
function pricesText(role: Role): string {
  renderUi(<ProductPrices product={exampleDetails(true)} viewer={{ ...exampleViewer, role }} />);
  return (screen.getByTestId("product-prices").textContent ?? "").replace(/\s/g, " ");
}

describe("ProductPrices (core spec 6 / 9)", () => {
  it("shows every price sent, in the viewer's format", () => {
    const text = pricesText("ADVANCED_USER");
    expect(text).toContain("Local list price27,90 €");
    expect(text).toContain("CRP net price23,95 €");
    expect(text).toContain("GGP unit price21,30 €");
  });

  it("labels the GGP as text for an Advanced user: the rating from core, no percentage", () => {
    const text = pricesText("ADVANCED_USER");
    // crp 25.5 is above the corridor 20-24: GOOD.
    expect(text).toContain("GGP ratingGood");
    expect(text).not.toContain("Difference CRP to GGP");
  });

  it.each<Role>(["ADVANCED_USER_PLUS", "KEY_USER", "ADMIN"])(
    "labels the GGP as a percentage for %s",
    (role) => {
      const text = pricesText(role);
      // (25.5 - 21.3) / 25.5 = 16 %.
      expect(text).toContain("Difference CRP to GGP16 %");
      expect(text).not.toContain("GGP rating");
    },
  );

  it("shows Basic plus the prices but no GGP label on the detail page", () => {
    const text = pricesText("BASIC_USER_PLUS");
    expect(text).toContain("GGP unit price21,30 €");
    expect(text).not.toContain("GGP rating");
    expect(text).not.toContain("Difference CRP to GGP");
  });

  it("renders nothing when the answer carries no price fields", () => {
    const { container } = renderUi(<ProductPrices product={exampleDetails(false)} viewer={exampleViewer} />);
    expect(container.textContent).toBe("");
  });
});
