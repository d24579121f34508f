import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AmountsStep } from "./amounts-step";
import { exampleProducts } from "./wizard-fixtures";

/**
 * The wizard's second step: quantity and, where the user may see prices, the CRP of each product.
 *
 * **Do:** use core's number-input rules (comma or dot, bounds, fraction digits).
 *
 * **Don't:** render a price input for a user who may not see prices.
 */
const meta = {
  component: AmountsStep,
  args: { products: exampleProducts, showPrices: true, currency: "EUR", onQuantity: fn(), onCrp: fn() },
} satisfies Meta<typeof AmountsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user allowed to see prices: quantity and CRP per product. */
export const WithPrices: Story = {};
/** A Basic user: quantities only, no price anywhere. */
export const WithoutPrices: Story = { args: { showPrices: false } };

/** Interaction: a quantity and a CRP typed with a comma are committed as core's numbers. */
export const Change: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole("group", { name: "Breathing circuit, adult (8401869)" }));
    await userEvent.clear(first.getByLabelText("Quantity"));
    await userEvent.type(first.getByLabelText("Quantity"), "4{Enter}");
    await expect(args.onQuantity).toHaveBeenCalledWith(10, 4);
    await userEvent.clear(first.getByLabelText("CRP net price (EUR)"));
    await userEvent.type(first.getByLabelText("CRP net price (EUR)"), "19,99{Enter}");
    await expect(args.onCrp).toHaveBeenCalledWith(10, 19.99);
  },
};
