import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleDetails, exampleViewer } from "../catalogue/catalogue-fixtures";
import { ProductPrices } from "./product-prices";

const meta = {
  component: ProductPrices,
  args: { product: exampleDetails(true), viewer: exampleViewer },
} satisfies Meta<typeof ProductPrices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPrices: Story = {};
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
