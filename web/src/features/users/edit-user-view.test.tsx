import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { EditUserView, type EditUserViewProps } from "./edit-user-view";
import { ADMIN_ACTOR, COUNTRIES, KEY_USER_ACTOR, userDetails } from "./users-fixtures";

function renderView(overrides: Partial<EditUserViewProps> = {}, language = "en") {
  const props: EditUserViewProps = {
    user: userDetails(),
    actor: ADMIN_ACTOR,
    countries: COUNTRIES,
    busy: null,
    refusal: null,
    onRoles: vi.fn(),
    onAction: vi.fn(),
    backTo: "/users?type=internal",
    ...overrides,
  };
  renderUi(
    <MemoryRouter>
      <EditUserView {...props} />
    </MemoryRouter>,
    language,
  );
  return props;
}

describe("EditUserView", () => {
  it("asks for a country and a role before anything is sent", () => {
    const props = renderView();
    fireEvent.click(screen.getByRole("button", { name: "Set role" }));
    expect(screen.getAllByText("This field cannot be empty")).toHaveLength(2);
    expect(props.onRoles).not.toHaveBeenCalled();
  });

  it("sends the whole list with the new role, replacing the role of a country already held", () => {
    const props = renderView();
    fireEvent.change(screen.getByRole("combobox", { name: /^Country/ }), { target: { value: "33" } });
    fireEvent.change(screen.getByRole("combobox", { name: /^Role/ }), { target: { value: "ADVANCED_USER" } });
    fireEvent.click(screen.getByRole("button", { name: "Set role" }));
    expect(props.onRoles).toHaveBeenLastCalledWith([
      { countryId: 49, role: "BASIC_USER_PLUS" },
      { countryId: 33, role: "ADVANCED_USER" },
    ]);
    fireEvent.change(screen.getByRole("combobox", { name: /^Country/ }), { target: { value: "49" } });
    fireEvent.change(screen.getByRole("combobox", { name: /^Role/ }), { target: { value: "KEY_USER" } });
    fireEvent.click(screen.getByRole("button", { name: "Set role" }));
    expect(props.onRoles).toHaveBeenLastCalledWith([{ countryId: 49, role: "KEY_USER" }]);
  });

  it("removes one country's role by making the user Basic there, and lists no Basic roles", () => {
    const user = userDetails({
      roles: [
        { role: "BASIC_USER_PLUS", countryId: 49 },
        { role: "ADVANCED_USER", countryId: 33 },
      ],
    });
    const props = renderView({ user });
    fireEvent.click(screen.getByRole("button", { name: "Remove the role in France" }));
    expect(props.onRoles).toHaveBeenCalledWith([
      { countryId: 49, role: "BASIC_USER_PLUS" },
      { countryId: 33, role: "BASIC_USER" },
    ]);
  });

  it("says Basic everywhere when the user holds nothing above Basic", () => {
    renderView({ user: userDetails({ role: "BASIC_USER", roles: [{ role: "BASIC_USER", countryId: 49 }] }) });
    expect(screen.getByText("Basic user in every country.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove the role/ })).toBeNull();
  });

  it("names countries and roles in the user's language", () => {
    renderView({}, "de");
    expect(screen.getByText("Basic User Plus in Deutschland")).toBeTruthy();
    const roles = screen.getByRole("combobox", { name: /^Rolle/ });
    expect(within(roles).getByRole("option", { name: "Key-User" })).toBeTruthy();
  });

  it("confirms granting admin with what it does to the roles", () => {
    const props = renderView();
    fireEvent.click(screen.getByRole("switch", { name: "Admin" }));
    const dialog = screen.getByRole("alertdialog", { name: "Make admin?" });
    expect(dialog.textContent).toContain("The roles per country are removed.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect(props.onAction).toHaveBeenCalledWith("grantAdmin");
  });

  it("confirms removing admin, saying the user becomes Basic everywhere", () => {
    const props = renderView({ user: userDetails({ admin: true, role: "ADMIN", roles: [] }) });
    expect(screen.getByText(/holds the admin role in every country/)).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: "Admin" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove the admin role?" });
    expect(dialog.textContent).toContain("becomes a Basic user in every country");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(props.onAction).not.toHaveBeenCalled();
  });

  it("never lets an admin change their own admin role, and says why", () => {
    renderView({ user: userDetails({ id: 1, admin: true, role: "ADMIN", roles: [] }) });
    const admin = screen.getByRole("switch", { name: "Admin" });
    expect((admin as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(admin.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("You cannot change your own admin role.");
  });

  it("enables at once, disables, resets and deletes after a confirmation", () => {
    const props = renderView({ user: userDetails({ enabled: false }) });
    fireEvent.click(screen.getByRole("switch", { name: "Account enabled" }));
    expect(props.onAction).toHaveBeenLastCalledWith("enable");
    fireEvent.click(screen.getByRole("button", { name: "Reset to Basic user everywhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(props.onAction).toHaveBeenLastCalledWith("reset");
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(props.onAction).toHaveBeenLastCalledWith("remove");
  });

  it("shows why a deletion was refused", () => {
    renderView({ refusal: { action: "remove", resultKey: "USER_ADMIN_CANNOT_BE_DELETED" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "Administrator cannot be deleted. Remove the admin role first.",
    );
  });

  it("gives a Key user only the roles of their own countries, without the admin controls", () => {
    renderView({ actor: KEY_USER_ACTOR });
    const countries = within(screen.getByRole("combobox", { name: /^Country/ })).getAllByRole("option");
    expect(countries.map((option) => option.textContent)).toEqual(["Please select", "Germany"]);
    expect(screen.queryByRole("switch", { name: "Admin" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete user" })).toBeNull();
  });
});
