import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { blockedStatus, exampleCard, exampleViewer } from "./catalogue-fixtures";
import { ProductCardView } from "./product-card";

/**
 * One product in the results grid: image, title, status and, for users allowed to see them, a price.
 *
 * **Do:** use it wherever products are listed as cards.
 *
 * **Don't:** show a price to a user whose role does not allow it.
 */
const meta = {
  component: ProductCardView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 260 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { card: exampleCard(), viewer: exampleViewer, onToggleFavourite: () => undefined },
} satisfies Meta<typeof ProductCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced roles: the answer carries prices, so the CRP shows. */
export const WithPrice: Story = {};
/** Basic roles and partners: the server leaves the prices out; nothing to show. */
export const WithoutPrice: Story = { args: { card: exampleCard({ pricing: undefined }) } };
export const Favourite: Story = { args: { card: exampleCard({ isFavorite: true }) } };
export const Blocked: Story = { args: { card: exampleCard({ status: blockedStatus }) } };
