import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { EditUserView } from "./edit-user-view";
import { ADMIN_ACTOR, COUNTRIES, KEY_USER_ACTOR, userDetails } from "./users-fixtures";

/**
 * Admins and key users edit a staff member's roles.
 *
 * **Do:** show what the change does before saving.
 *
 * **Don't:** let users remove their own admin role.
 */
const meta = {
  component: EditUserView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    user: userDetails({
      roles: [
        { role: "BASIC_USER_PLUS", countryId: 49 },
        { role: "ADVANCED_USER", countryId: 33 },
      ],
    }),
    actor: ADMIN_ACTOR,
    countries: COUNTRIES,
    busy: null,
    refusal: null,
    onRoles: () => undefined,
    onAction: () => undefined,
    backTo: "/users?type=internal",
  },
} satisfies Meta<typeof EditUserView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaffMember: Story = {};
export const BasicEverywhere: Story = {
  args: { user: userDetails({ role: "BASIC_USER", roles: [{ role: "BASIC_USER", countryId: 49 }] }) },
};
export const Admin: Story = { args: { user: userDetails({ admin: true, role: "ADMIN", roles: [] }) } };
/** An admin on their own page: the admin switch is off limits, and says why. */
export const Oneself: Story = {
  args: { user: userDetails({ id: 1, admin: true, role: "ADMIN", roles: [] }) },
};
export const Disabled: Story = { args: { user: userDetails({ enabled: false }) } };
export const SavingRoles: Story = { args: { busy: "roles" } };
export const DeleteRefused: Story = {
  args: {
    user: userDetails({ admin: true, role: "ADMIN", roles: [] }),
    refusal: { action: "remove", resultKey: "USER_ADMIN_CANNOT_BE_DELETED" },
  },
};
/** A Key user edits roles in their own countries only; the account controls are the admin's. */
export const AsKeyUser: Story = { args: { actor: KEY_USER_ACTOR } };
