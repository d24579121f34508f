import type { Meta, StoryObj } from "@storybook/react-vite";
import { OrderBar } from "./order-bar";

/**
 * The bar of edit-order mode: whether the order changed, save it, or leave.
 *
 * **Do:** keep Save off until something moved.
 *
 * **Don't:** leave a changed order without asking.
 */
const meta = {
  component: OrderBar,
  args: { changed: false, saving: false, onSave: () => undefined, onLeave: () => undefined },
} satisfies Meta<typeof OrderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {};
export const Changed: Story = { args: { changed: true } };
export const Saving: Story = { args: { changed: true, saving: true } };
export const Failed: Story = {
  args: { changed: true, error: "The order could not be saved. Please try again." },
};
