import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { COUNTRIES, listItem } from "./users-fixtures";
import { readUsersAddress } from "./users-query";
import { UsersView } from "./users-view";

const rows = [
  listItem({ id: 1, name: "Ada", surname: "Admin", admin: true, role: "ADMIN", lastLogin: null }),
  listItem({ id: 2, name: "Karl", surname: "Keyuser", role: "KEY_USER" }),
  listItem(),
  listItem({ id: 13, name: "Dieter", surname: "Disabled", role: "BASIC_USER", enabled: false }),
];

/**
 * Admins and key users find staff and partners.
 *
 * **Do:** keep search and filters in the URL.
 *
 * **Don't:** list people the user may not manage.
 */
const meta = {
  component: UsersView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    address: readUsersAddress(new URLSearchParams("type=internal")),
    searchText: "",
    onSearchText: () => undefined,
    counts: { internal: 13, external: 5 },
    table: { kind: "ready", page: { content: rows, totalCount: 45 } },
    countries: COUNTRIES,
    onChange: () => undefined,
    onDownload: () => undefined,
    downloading: false,
  },
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};
export const Partners: Story = {
  args: {
    address: readUsersAddress(new URLSearchParams("type=external&status=PENDING")),
    table: {
      kind: "ready",
      page: {
        content: [
          listItem({
            id: 8,
            name: "Peter",
            surname: "Pending",
            userType: "EXTERNAL",
            role: "SALES_CHANNEL_PARTNER",
            scpStatus: "PENDING",
          }),
        ],
        totalCount: 1,
      },
    },
  },
};
export const Searching: Story = { args: { searchText: "Berta" } };
export const NoMatch: Story = { args: { table: { kind: "ready", page: { content: [], totalCount: 0 } } } };
export const Loading: Story = { args: { table: { kind: "loading" }, counts: {} } };
export const LoadFailed: Story = { args: { table: { kind: "failed" } } };
export const Downloading: Story = { args: { downloading: true } };
