import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { exampleCards } from "../../catalogue";
import { exampleElement } from "../list-fixtures";
import { OrderList } from "./order-list";

const elements = exampleCards(4).map((card, index) => exampleElement(index + 1, card));

/**
 * The products of a list in the order being edited, each with a drag handle.
 *
 * **Do:** tell screen readers where a moved product went.
 *
 * **Don't:** take the page's scroll away from a finger that only swipes.
 */
const meta = {
  component: OrderList,
  args: { elements, onMove: () => undefined },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourProducts: Story = {};

/** Interaction: Arrow Down on a focused handle moves the product one place and says so. */
export const KeyboardMove: Story = {
  args: { onMove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = elements[0]?.product.title ?? "";
    canvas.getByRole("button", { name: `Move ${first}, position 1 of 4` }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onMove).toHaveBeenCalledWith(0, 1);
    await expect(canvas.getByRole("status")).toHaveTextContent(`Moved ${first} to position 2 of 4`);
  },
};
