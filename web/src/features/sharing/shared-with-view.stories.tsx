import type { Meta, StoryObj } from "@storybook/react-vite";
import { SharedWithView } from "./shared-with-view";

/**
 * Who a list is shared with (countries, people).
 *
 * **Do:** show it beside the share action.
 *
 * **Don't:** show people the user cannot see.
 */
const meta = {
  component: SharedWithView,
  args: {
    timeZone: "Europe/Berlin",
    onWithdraw: () => undefined,
    shares: [
      {
        list: {
          id: 11,
          type: "countryShare",
          note: "For the ICU tender",
          lastUpdatedAt: "2026-11-20T14:05:00.000Z",
          sharedWithNames: [],
        },
        countryNames: ["Germany"],
        subregionNames: ["DACH"],
      },
      {
        list: {
          id: 12,
          type: "privateShare",
          note: "See the quantities",
          lastUpdatedAt: "2026-11-21T09:30:00.000Z",
          sharedWithNames: ["Bruno Basic", "Petra Partner"],
        },
        countryNames: [],
        subregionNames: [],
      },
    ],
  },
} satisfies Meta<typeof SharedWithView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountryAndPrivateShares: Story = {};
