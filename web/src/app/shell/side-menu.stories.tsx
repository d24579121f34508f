import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { SideMenu, type SideMenuProps } from "./side-menu";

const profile = (role: string) =>
  ({
    id: 1,
    email: "someone@catalogue.example",
    role,
    countryId: 276,
  }) as unknown as SideMenuProps["profile"];

/**
 * The main navigation; its entries depend on the role, and it collapses to icons below 1500 px.
 *
 * **Do:** keep labels short (25 characters) so they fit expanded.
 *
 * **Don't:** add an entry a role cannot open.
 */
const meta = {
  component: SideMenu,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ display: "flex", height: 420 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    profile: profile("ADMIN"),
    collapsed: false,
    phoneOpen: false,
    onToggleCollapsed: () => undefined,
    onNavigate: () => undefined,
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const BasicUser: Story = { args: { profile: profile("BASIC_USER") } };
export const Collapsed: Story = { args: { collapsed: true } };
