import type { HealthProduct } from "@catalogue/core/api";
import { fireEvent, render as rtlRender, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n";
import { ListHealthPanel, type ListHealthPanelProps } from "./list-health-panel";

const i18n = createI18n("en");

const phasedOut: HealthProduct = {
  elementId: 11,
  productId: 101,
  title: "Breathing circuit 1.8 m",
  quantity: 12,
  changes: [
    { kind: "PHASED_OUT", before: "UPCOMING_PHASE_OUT", after: "PHASED_OUT" },
    { kind: "PRICE_CHANGED", before: 24.5, after: null },
  ],
  alternatives: [{ id: 102, title: "Breathing circuit 2.0 m" }],
  reason: "PHASED_OUT",
  customStatus: null,
};
const shipHold: HealthProduct = {
  elementId: 12,
  productId: 104,
  title: "SpO2 sensor",
  quantity: 3,
  changes: [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "SHIP_HOLD" }],
  alternatives: [],
  reason: null,
  customStatus: null,
};
const withdrawn: HealthProduct = {
  elementId: 13,
  productId: 105,
  title: "Water trap, reusable",
  quantity: 2,
  changes: [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "CUSTOM_STATUS" }],
  alternatives: [],
  reason: "NOT_AVAILABLE",
  customStatus: {
    status: "NOT_AVAILABLE",
    description: "Withdrawn for a field safety notice",
    link: "https://maker.example/field-safety",
  },
};

function render(overrides: Partial<ListHealthPanelProps> = {}) {
  const props: ListHealthPanelProps = {
    flagged: [phasedOut, shipHold],
    since: "2026-Nov-20 14:05",
    money: (amount) => `EUR ${amount.toFixed(2)}`,
    canReplace: true,
    replacing: null,
    onReplace: vi.fn(),
    onDismiss: vi.fn(),
    ...overrides,
  };
  rtlRender(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ListHealthPanel {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return props;
}

const region = () => screen.getByRole("region", { name: "Changes since you last opened this list" });

describe("ListHealthPanel", () => {
  it("is a region named by its heading that says what changed, before and after", () => {
    render();
    const panel = region();
    expect(within(panel).getByText("Phased out (was: Upcoming phase out)")).toBeTruthy();
    expect(within(panel).getByText("CRP changed: EUR 24.50 → no price")).toBeTruthy();
    expect(within(panel).getByText("Availability changed: Available → Ship hold")).toBeTruthy();
    expect(within(panel).getByText("No alternative is available in the list's country.")).toBeTruthy();
    expect(within(panel).getByText(/Since 2026-Nov-20 14:05/)).toBeTruthy();
  });

  it("shows an availability override's own text and link with the change, as the product pages do", () => {
    render({ flagged: [withdrawn, shipHold] });
    const item = within(region())
      .getByRole("link", { name: "Water trap, reusable" })
      .closest("li") as HTMLElement;
    expect(within(item).getByText("Availability changed: Available → Custom status")).toBeTruthy();
    expect(within(item).getByText(/Withdrawn for a field safety notice/)).toBeTruthy();
    expect(within(item).getByRole("link", { name: "More information" }).getAttribute("href")).toBe(
      "https://maker.example/field-safety",
    );
    // A product without an override has no such text.
    const other = within(region()).getByRole("link", { name: "SpO2 sensor" }).closest("li") as HTMLElement;
    expect(within(other).queryByRole("link", { name: "More information" })).toBeNull();
  });

  it("replaces with the chosen alternative, named in the button, and dismisses", () => {
    const props = render();
    fireEvent.click(
      screen.getByRole("button", { name: "Replace Breathing circuit 1.8 m with Breathing circuit 2.0 m" }),
    );
    expect(props.onReplace).toHaveBeenCalledWith(phasedOut, 102);
    fireEvent.click(screen.getByRole("button", { name: "Mark as seen" }));
    expect(props.onDismiss).toHaveBeenCalledOnce();
  });

  it("folds away and opens again, telling assistive technology its state", () => {
    render();
    const toggle = screen.getByRole("button", { name: "Hide changes" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(screen.queryByRole("link", { name: "SpO2 sensor" })).toBeNull();
    expect(screen.getByRole("button", { name: "Show changes" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("offers no replacement to a reader who may not edit the list", () => {
    render({ canReplace: false });
    expect(screen.queryByRole("button", { name: /^Replace/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Breathing circuit 2.0 m" })).toBeTruthy();
  });
});
