import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { ManageAvailabilityView } from "./manage-availability-view";

/**
 * Admins set a product's availability, globally or per country.
 *
 * **Do:** say which countries a change affects before saving.
 *
 * **Don't:** use it for price changes (prices come from the import).
 */
const meta = {
  component: ManageAvailabilityView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    productTitle: "ECG cable, adult 2.5 m",
    partNumber: "8400009",
    current: { productId: 9, partNumber: "8400009", mode: "EDIT", indicators: [] },
    countries: [
      { id: 1, title: "DE", name: "Germany", subregion: null },
      { id: 2, title: "FR", name: "France", subregion: null },
    ],
    mode: "edit",
    indicator: null,
    countryIds: [],
    fieldErrors: [],
    errorKey: undefined,
    saving: false,
    send: () => undefined,
  },
} satisfies Meta<typeof ManageAvailabilityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditMode: Story = {};
export const GlobalBeforeStatus: Story = {
  args: { mode: "global", indicator: { scope: "GLOBAL", status: null, description: "", link: "" } },
};
export const PerCountry: Story = {
  args: {
    mode: "country",
    indicator: {
      scope: "COUNTRY",
      status: "WARNING",
      description: "Limited deliveries",
      link: "https://example.com",
    },
    countryIds: [1],
  },
};
export const Refused: Story = {
  args: {
    mode: "global",
    indicator: { scope: "GLOBAL", status: "AVAILABLE", description: "", link: "" },
    fieldErrors: [{ field: "description", messageKey: "validation.availability.descriptionRequired" }],
    errorKey: "apiErrors.GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
  },
};
