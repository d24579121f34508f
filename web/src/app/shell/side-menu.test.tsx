import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { SideMenu, type SideMenuProps } from "./side-menu";

const profile = (role: string) =>
  ({ id: 1, email: "a@catalogue.example", role, countryId: 276 }) as unknown as SideMenuProps["profile"];

function renderMenu(props: Partial<SideMenuProps> = {}) {
  const onToggleCollapsed = vi.fn();
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <MemoryRouter>
        <SideMenu
          profile={profile("ADMIN")}
          collapsed={false}
          phoneOpen={false}
          onToggleCollapsed={onToggleCollapsed}
          onNavigate={() => undefined}
          {...props}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onToggleCollapsed };
}

describe("SideMenu", () => {
  it("shows an admin the system entry", () => {
    renderMenu();
    expect(screen.getByRole("link", { name: "System" })).toBeTruthy();
  });

  it("hides the users and system entries from a Basic user", () => {
    renderMenu({ profile: profile("BASIC_USER") });
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
    expect(screen.queryByRole("link", { name: "System" })).toBeNull();
    expect(screen.getByRole("link", { name: "Settings" })).toBeTruthy();
  });

  it("keeps the entries named by their label when collapsed to icons", () => {
    renderMenu({ collapsed: true });
    expect(screen.getByRole("link", { name: "Finder" }).textContent).toBe("");
  });

  it("asks to collapse when the toggle is pressed", () => {
    const { onToggleCollapsed } = renderMenu();
    fireEvent.click(screen.getByRole("button", { name: "Collapse the menu" }));
    expect(onToggleCollapsed).toHaveBeenCalledOnce();
  });
});
