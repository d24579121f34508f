import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleDetails, exampleViewer } from "../catalogue";
import { ProductPrices } from "./product-prices";

/**
 * A product's prices per country and price type, by role.
 *
 * **Do:** label percentages and currencies.
 *
 * **Don't:** show prices the role does not allow.
 */
const meta = {
  component: ProductPrices,
  args: { product: exampleDetails(true), viewer: exampleViewer },
} satisfies Meta<typeof ProductPrices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced user: the GGP rating as a text label. */
export const AllPrices: Story = {};
/** Advanced user plus, Key user, admin: the CRP-to-GGP difference as a percentage. */
export const PercentageLabel: Story = { args: { viewer: { ...exampleViewer, role: "KEY_USER" } } };
/** Basic plus on the detail page: the prices without a GGP label. */
export const NoLabelForBasicPlus: Story = { args: { viewer: { ...exampleViewer, role: "BASIC_USER_PLUS" } } };
/** Prices allowed but without data: "no price" and a missing GGP rating. */
export const NoPriceData: Story = {
  args: {
    product: exampleDetails(true, {
      localListPrice: null,
      globalReferencePrice: null,
      crpNetPrice: null,
      pricing: { crp: null, ggpUnitPrice: null, ggp: null, totalPrice: null },
    }),
  },
};
/** Not allowed: nothing is rendered. */
export const NotAllowed: Story = { args: { product: exampleDetails(false) } };
