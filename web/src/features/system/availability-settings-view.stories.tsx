import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { AvailabilitySettingsView } from "./availability-settings-view";

const hint = { id: 9, title: "ECG cable, adult", subtitle: "2.5 m", partNumber: "8400009", imageId: null };

/**
 * Admins choose the availability indicators shown in the app.
 *
 * **Do:** say when no indicator exists.
 *
 * **Don't:** change the indicators' meaning silently.
 */
const meta = {
  component: AvailabilitySettingsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    customOnly: true,
    onCustomOnly: () => undefined,
    indicators: [
      {
        id: 1,
        partNumber: "8400009",
        scope: "GLOBAL",
        status: "NOT_AVAILABLE",
        description: "Recalled for inspection",
        link: "https://example.com/recall",
        criticalQuantity: null,
        countryId: null,
        subregionId: null,
      },
    ],
    failed: false,
    products: new Map([["8400009", hint]]),
    searchText: "",
    onSearchText: () => undefined,
    hints: undefined,
  },
} satisfies Meta<typeof AvailabilitySettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomOnly: Story = {};
export const Searching: Story = { args: { searchText: "ECG", hints: [hint] } };
export const NoIndicators: Story = { args: { indicators: [] } };
