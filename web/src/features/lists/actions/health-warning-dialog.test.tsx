import { fireEvent, render as rtlRender, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n";
import { HealthWarningDialog } from "./health-warning-dialog";

const i18n = createI18n("en");

const phasedOut = {
  elementId: 11,
  productId: 101,
  title: "Breathing circuit 1.8 m",
  quantity: 12,
  reason: "PHASED_OUT" as const,
  alternatives: [{ id: 102, title: "Breathing circuit 2.0 m" }],
  changes: [],
  customStatus: null,
};

describe("HealthWarningDialog", () => {
  it("names each product that cannot be quoted and why, and lets the user continue", () => {
    const onContinue = vi.fn();
    rtlRender(
      <I18nextProvider i18n={i18n}>
        <HealthWarningDialog
          title="Export “Ward 3”"
          problems={[phasedOut]}
          onContinue={onContinue}
          onCancel={() => undefined}
        />
      </I18nextProvider>,
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Products that cannot be quoted as they are now: 1")).toBeTruthy();
    expect(within(alert).getByText("Breathing circuit 1.8 m")).toBeTruthy();
    expect(within(alert).getByText("Phased out · Quantity: 12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue anyway" }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
