import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatisticsView } from "./statistics-view";
import { PRODUCT_FIGURES } from "./system-fixtures";

/**
 * Admins see usage figures.
 *
 * **Do:** label every figure and its period.
 *
 * **Don't:** show figures that identify a person.
 */
const meta = {
  component: StatisticsView,
  args: {
    overall: {
      amountProductLists: 14,
      amountListElements: 55,
      averageProducts: 3.93,
      averageQuantity: 10.38,
      usersWithLists: 4,
    },
    failed: false,
    charts: {
      productOccurrences: PRODUCT_FIGURES,
      favoriteOccurrences: [],
      amountQuantityPerProduct: PRODUCT_FIGURES,
      averageQuantityPerProduct: PRODUCT_FIGURES,
      averagePricePerProduct: PRODUCT_FIGURES,
    },
  },
} satisfies Meta<typeof StatisticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Loading: Story = { args: { overall: undefined, charts: {} } };
