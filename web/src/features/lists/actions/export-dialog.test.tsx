import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../ui/testing/render-ui";
import { ExportDialog, type ExportDialogProps } from "./export-dialog";

function render(overrides: Partial<ExportDialogProps> = {}) {
  const handlers = { onDownload: vi.fn(), onCancel: vi.fn(), onClose: vi.fn() };
  renderUi(
    <ExportDialog
      listTitle="Ward 3"
      showsFinancialChoice
      phase={{ kind: "idle" }}
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

describe("ExportDialog", () => {
  it("downloads the chosen format, with internal financial data only when switched on", () => {
    const { onDownload } = render();
    fireEvent.click(screen.getByRole("radio", { name: "PDF" }));
    fireEvent.click(screen.getByRole("switch", { name: /internal financial data/ }));
    fireEvent.click(screen.getByRole("button", { name: "Download" }));

    expect(onDownload).toHaveBeenCalledWith({ format: "pdf", includeFinancial: true });
  });

  it("offers no financial choice to a user who may not see prices", () => {
    render({ showsFinancialChoice: false });

    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("shows the progress and cancels the download instead of closing", () => {
    const { onCancel, onClose } = render({ phase: { kind: "downloading", received: 30, total: 120 } });

    expect(screen.getByRole("status").textContent).toContain("Downloading… 25 %");
    fireEvent.click(screen.getByRole("button", { name: "Cancel download" }));
    expect(onCancel).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
