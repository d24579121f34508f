import { fireEvent, render as rtlRender, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n";
import { RepriceDialog, type RepriceDialogProps } from "./reprice-dialog";

// The same i18n instance across a re-render, so the dialog keeps its state when the server's answer arrives.
const i18n = createI18n("en");

function render(overrides: Partial<RepriceDialogProps> = {}) {
  const onSubmit = vi.fn();
  const props: RepriceDialogProps = {
    listTitle: "Ward 3",
    countries: [
      { id: 3, name: "Switzerland" },
      { id: 14, name: "United Kingdom" },
    ],
    onSubmit,
    onClose: () => undefined,
    ...overrides,
  };
  const tree = (next: Partial<RepriceDialogProps> = {}) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RepriceDialog {...props} {...next} />
      </MemoryRouter>
    </I18nextProvider>
  );
  const view = rtlRender(tree());
  return { onSubmit, rerender: (next: Partial<RepriceDialogProps>) => view.rerender(tree(next)) };
}

const country = () => screen.getByRole("combobox", { name: /Country/ });
const title = () => screen.getByRole("textbox", { name: /Title of the copy/ });
const copy = () => fireEvent.click(screen.getByRole("button", { name: "Copy" }));

describe("RepriceDialog", () => {
  it("offers only the given countries and names the copy after the list and the country until edited", () => {
    const { onSubmit } = render();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Please select",
      "Switzerland",
      "United Kingdom",
    ]);
    fireEvent.change(country(), { target: { value: "14" } });
    expect(title()).toHaveProperty("value", "Ward 3 (United Kingdom)");
    fireEvent.change(title(), { target: { value: "  Ward 3 UK  " } });
    copy();
    expect(onSubmit).toHaveBeenCalledWith({ countryId: 14, title: "Ward 3 UK" });
  });

  it("shows the server's taken title on the field for the title it was sent with", () => {
    const { onSubmit, rerender } = render();
    fireEvent.change(country(), { target: { value: "3" } });
    copy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender({ titleError: "apiErrors.INVALID_UNIQUE_VALUE" });
    expect(screen.getByText(/already/i)).toBeTruthy();
    fireEvent.change(title(), { target: { value: "Another title" } });
    expect(screen.queryByText(/already/i)).toBeNull();
  });

  it("lists each skipped product with its reason, quantity and alternatives as links, and links the new list", () => {
    render({
      result: {
        listTitle: "Ward 3 (Switzerland)",
        listHref: "/product-list/42",
        countryName: "Switzerland",
        currency: "CHF",
        copiedCount: 1,
        skipped: [
          {
            id: 11,
            title: "IBP cable",
            quantity: 5,
            reason: "NOT_CLEARED",
            alternatives: [{ id: 40, title: "IBP cable, adult" }],
          },
        ],
      },
    });
    expect(screen.getByRole("status").textContent).toContain("CHF");
    expect(screen.getByText(/No market clearance in Switzerland/).textContent).toContain("Quantity: 5");
    expect(screen.getByRole("link", { name: "IBP cable, adult" }).getAttribute("href")).toBe("/p/variant/40");
    expect(screen.getByRole("link", { name: "Open the new list" }).getAttribute("href")).toBe(
      "/product-list/42",
    );
  });
});
