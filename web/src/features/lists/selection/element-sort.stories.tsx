import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ElementSortSelect } from "./element-sort";

/**
 * How a list's products are ordered: date added, product group or the user's own order.
 *
 * **Do:** save the choice per list.
 *
 * **Don't:** offer the own order where the user cannot reorder.
 */
const meta = {
  component: ElementSortSelect,
  args: { value: "CREATED_AT", onChange: () => undefined },
} satisfies Meta<typeof ElementSortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DateAdded: Story = {};
export const ProductGroup: Story = { args: { value: "PRODUCT_GROUP" } };
export const OwnOrder: Story = { args: { value: "CUSTOM" } };
export const Saving: Story = { args: { value: "PRODUCT_TITLE", disabled: true } };

/** Interaction: choosing a sort reports it; "Own order" only shows, it cannot be chosen here. */
export const Chosen: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sort products by" });
    await userEvent.selectOptions(select, "Product group");
    await expect(args.onChange).toHaveBeenCalledWith("PRODUCT_GROUP");
  },
};
