import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { DraftConflictDialog } from "./draft-conflict-dialog";

describe("DraftConflictDialog (core spec 4.7, update conflict)", () => {
  it("ignores the newer prices and quantities unless the user chooses otherwise", async () => {
    const onUpdate = vi.fn();
    renderUi(<DraftConflictDialog onUpdate={onUpdate} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Update and publish" }));
    expect(onUpdate).toHaveBeenCalledWith({ prices: "ignore", quantities: "ignore" });
  });

  it("sends each choice on its own: new prices taken, quantities kept", async () => {
    const onUpdate = vi.fn();
    renderUi(<DraftConflictDialog onUpdate={onUpdate} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole("radio", { name: "Take the new prices" }));
    await userEvent.click(screen.getByRole("button", { name: "Update and publish" }));
    expect(onUpdate).toHaveBeenCalledWith({ prices: "override", quantities: "ignore" });
  });

  it("cancels without updating", async () => {
    const onUpdate = vi.fn();
    const onCancel = vi.fn();
    renderUi(<DraftConflictDialog onUpdate={onUpdate} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
