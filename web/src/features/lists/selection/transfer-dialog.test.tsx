import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../ui/testing/render-ui";
import { TransferDialog, type TransferDialogProps } from "./transfer-dialog";

const LISTS = [
  { id: 1, title: "Ward 3", currency: "EUR" },
  { id: 2, title: "Zurich clinic", currency: "CHF" },
];

function render(overrides: Partial<TransferDialogProps> = {}) {
  const onSubmit = vi.fn();
  renderUi(
    <TransferDialog
      count={2}
      lists={LISTS}
      currency="EUR"
      canMove
      onSubmit={onSubmit}
      onClose={() => undefined}
      {...overrides}
    />,
  );
  return onSubmit;
}

describe("TransferDialog", () => {
  it("refuses a list in another currency and says why", () => {
    render();
    const zurich = screen.getByRole("checkbox", { name: "Zurich clinic" });

    expect(zurich).toHaveProperty("disabled", true);
    expect(zurich.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("This list is in CHF: it cannot receive products priced in EUR.")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Ward 3" })).toHaveProperty("disabled", false);
  });

  it("asks for a target before sending, then sends the chosen mode and lists", () => {
    const onSubmit = render();
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one list.");
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("radio", { name: "Copy" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Ward 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(onSubmit).toHaveBeenCalledWith("copy", [1]);
  });

  it("only copies from a list the user may not change", () => {
    render({ canMove: false });

    expect(screen.getByRole("radio", { name: "Move" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: "Copy" })).toHaveProperty("checked", true);
  });
});
