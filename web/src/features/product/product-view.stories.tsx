import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { blockedStatus, exampleDetails, exampleViewer } from "../catalogue";
import { ProductView } from "./product-view";

/**
 * The product details screen for each role.
 *
 * **Do:** show status in words and colour.
 *
 * **Don't:** show partner-only data to staff or the other way round.
 */
const meta = {
  component: ProductView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    product: exampleDetails(true),
    viewer: exampleViewer,
    onToggleFavourite: () => undefined,
    onReport: () => undefined,
  },
} satisfies Meta<typeof ProductView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced roles: local list, global reference, CRP net and GGP prices. */
export const Advanced: Story = {};
/** Basic roles: the answer has no price fields, so no price section. */
export const Basic: Story = { args: { product: exampleDetails(false) } };
/** Accepted partner: no prices, and the partner wording of the status comes from the server. */
export const Partner: Story = {
  args: {
    product: exampleDetails(false, {
      status: {
        status: "SCP_PHASED_OUT",
        applicable: ["SCP_PHASED_OUT"],
        severity: "NOT_AVAILABLE",
        colour: "RED",
        shortcut: "PO",
        labelKey: "status.label.SCP_PHASED_OUT",
        customStatus: null,
      },
    }),
  },
};
export const BlockedFavourite: Story = {
  args: { product: exampleDetails(true, { status: blockedStatus, isFavorite: true }) },
};
export const WithoutVariantsOrRelated: Story = {
  args: { product: exampleDetails(true, { variants: [], alternativeProducts: [], relatedProducts: [] }) },
};
