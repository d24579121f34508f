import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { EditScpUserView } from "./edit-scp-user-view";
import { ADMIN_ACTOR, COUNTRIES, KEY_USER_ACTOR, userDetails } from "./users-fixtures";

/**
 * Admins and key users approve or reject a partner.
 *
 * **Do:** say what is missing before approval.
 *
 * **Don't:** approve without a country.
 */
const meta = {
  component: EditScpUserView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    user: userDetails({
      id: 8,
      name: "Peter",
      surname: "Pending",
      userType: "EXTERNAL",
      role: "SALES_CHANNEL_PARTNER",
      scpStatus: "PENDING",
      company: { id: 3, name: "Partner GmbH" },
    }),
    actor: ADMIN_ACTOR,
    companies: [{ id: 3, name: "Partner GmbH" }],
    countries: COUNTRIES,
    state: "reviewing",
    form: { companyId: 3, organizationRole: "SALES_REPRESENTATIVE", countryIds: [49] },
    fieldErrors: [],
    errorKey: undefined,
    onCompany: () => undefined,
    onFunction: () => undefined,
    onCountries: () => undefined,
    onApprove: () => undefined,
    onReject: () => undefined,
    backTo: "/users?type=external",
  },
} satisfies Meta<typeof EditScpUserView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const MissingEverything: Story = {
  args: {
    user: userDetails({
      userType: "EXTERNAL",
      scpStatus: "PENDING",
      countryId: null,
      country: null,
      roles: [],
    }),
    form: { companyId: null, organizationRole: null, countryIds: [] },
    fieldErrors: [
      { field: "companyId", messageKey: "validation.scpActivation.companyRequired" },
      { field: "organizationRole", messageKey: "validation.required" },
      { field: "countryIds", messageKey: "validation.scpActivation.countryRequired" },
    ],
  },
};
export const Approving: Story = { args: { state: "activating" } };
export const Approved: Story = { args: { state: "activated" } };
export const Rejected: Story = { args: { state: "rejected" } };
export const Refused: Story = { args: { errorKey: "INSUFFICIENT_PERMISSIONS" } };
export const AsKeyUser: Story = { args: { actor: KEY_USER_ACTOR } };
