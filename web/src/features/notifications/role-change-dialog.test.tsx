import { exampleRoleChangeInfo } from "@catalogue/core/testing";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { RoleChangeDialog, type RoleChangeState } from "./role-change-dialog";

function renderDialog(state: RoleChangeState) {
  const onClose = vi.fn();
  const onOpenSettings = vi.fn();
  renderUi(<RoleChangeDialog open state={state} onClose={onClose} onOpenSettings={onOpenSettings} />);
  return { onClose, onOpenSettings };
}

describe("RoleChangeDialog (core spec 4.5 / 4.9)", () => {
  it("states that the default currency becomes EUR and lists the roles per country", () => {
    renderDialog({ kind: "ready", info: { ...exampleRoleChangeInfo, firstPriceAccess: false } });
    const dialog = screen.getByRole("dialog", { name: "Your roles have changed" });
    expect(dialog.textContent).toContain("Important: Your default currency is now EUR.");
    expect(screen.getByRole("listitem").textContent).toBe("Advanced user in Germany");
    expect(screen.queryByRole("button", { name: "Open settings" })).toBeNull();
  });

  it("offers the settings on a first price access", () => {
    const { onOpenSettings, onClose } = renderDialog({ kind: "ready", info: exampleRoleChangeInfo });
    fireEvent.click(screen.getByRole("button", { name: "Open settings" }));
    expect(onOpenSettings).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });

  it("says when the change is gone or could not be loaded", () => {
    renderDialog({ kind: "gone" });
    expect(screen.getByText("This role change is no longer available.")).toBeTruthy();
  });
});
