import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { COUNTRIES, listItem } from "./users-fixtures";
import { readUsersAddress } from "./users-query";
import { UsersView, type UsersViewProps } from "./users-view";

function renderView(overrides: Partial<UsersViewProps> = {}, language = "en") {
  const props: UsersViewProps = {
    address: readUsersAddress(new URLSearchParams("type=internal")),
    searchText: "",
    onSearchText: vi.fn(),
    counts: { internal: 13, external: 5 },
    table: {
      kind: "ready",
      page: {
        content: [
          listItem(),
          listItem({
            id: 1,
            name: "Ada",
            surname: "Admin",
            admin: true,
            role: "ADMIN",
            countryId: null,
            country: null,
            lastLogin: null,
          }),
        ],
        totalCount: 45,
      },
    },
    countries: COUNTRIES,
    onChange: vi.fn(),
    onDownload: vi.fn(),
    downloading: false,
    ...overrides,
  };
  renderUi(
    <MemoryRouter>
      <UsersView {...props} />
    </MemoryRouter>,
    language,
  );
  return props;
}

describe("UsersView", () => {
  it("shows both tabs with their counts and the rows with links to the edit pages", () => {
    renderView();
    expect(screen.getByRole("tab", { name: "Staff (13)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Partners (5)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Berta Basicplus" }).getAttribute("href")).toBe(
      "/users/edit-user/5",
    );
    expect(screen.getByRole("cell", { name: "Admin" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Never" })).toBeTruthy();
    expect(screen.getByText("Page 1 of 3 · 45 users")).toBeTruthy();
  });

  it("switches tab on the first page, without the other tab's role and status filters", () => {
    const props = renderView({
      address: readUsersAddress(new URLSearchParams("type=internal&role=KEY_USER&status=DISABLED&page=2")),
    });
    fireEvent.click(screen.getByRole("tab", { name: "Partners (5)" }));
    expect(props.onChange).toHaveBeenCalledWith({
      tab: "external",
      query: expect.objectContaining({ page: 0, role: undefined, status: undefined }),
    });
  });

  it("filters, sorts and pages through the address, each filter back to the first page", () => {
    const props = renderView({ address: readUsersAddress(new URLSearchParams("type=internal&page=2")) });
    fireEvent.change(screen.getByRole("combobox", { name: "Country" }), { target: { value: "33" } });
    expect(props.onChange).toHaveBeenLastCalledWith({
      tab: "internal",
      query: expect.objectContaining({ countryId: 33, page: 0 }),
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Role" }), { target: { value: "KEY_USER" } });
    expect(props.onChange).toHaveBeenLastCalledWith({
      tab: "internal",
      query: expect.objectContaining({ role: "KEY_USER" }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Last login" }));
    expect(props.onChange).toHaveBeenLastCalledWith({
      tab: "internal",
      query: expect.objectContaining({ sort: "LAST_LOGIN", direction: "asc" }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(props.onChange).toHaveBeenLastCalledWith({
      tab: "internal",
      query: expect.objectContaining({ page: 2 }),
    });
  });

  it("offers partner statuses and no role filter on the partner tab", () => {
    renderView({ address: readUsersAddress(new URLSearchParams("type=external")) });
    expect(screen.queryByRole("combobox", { name: "Role" })).toBeNull();
    expect(screen.getByRole("option", { name: "Waiting for approval" })).toBeTruthy();
  });

  it("passes the typed search up and downloads the CSV", () => {
    const props = renderView();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "ber" } });
    expect(props.onSearchText).toHaveBeenCalledWith("ber");
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(props.onDownload).toHaveBeenCalled();
  });

  it("lists countries by their name in the user's language", () => {
    renderView({}, "fr");
    const names = screen.getAllByRole("option").map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(["Allemagne", "France", "Italie"]));
    expect(screen.getAllByText("Allemagne").length).toBeGreaterThan(0);
  });
});
