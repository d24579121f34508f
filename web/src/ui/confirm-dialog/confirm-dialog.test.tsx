import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { ConfirmDialog } from "./confirm-dialog";

describe("ConfirmDialog", () => {
  it("is an alert dialog with translated cancel and confirm buttons", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(
      <ConfirmDialog open title="Löschen?" onConfirm={onConfirm} onCancel={onCancel}>
        Sicher?
      </ConfirmDialog>,
      "de",
    );
    expect(screen.getByRole("alertdialog", { name: "Löschen?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Bestätigen" }));
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
