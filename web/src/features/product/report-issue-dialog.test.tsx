import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { ReportIssueDialog } from "./report-issue-dialog";

describe("ReportIssueDialog (supplement 2)", () => {
  it("requires a message, then sends the trimmed text and closes", async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderUi(<ReportIssueDialog open onClose={onClose} onSend={onSend} />);
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByText("This field cannot be empty")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: "  GTIN wrong " } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith("GTIN wrong");
  });
});
