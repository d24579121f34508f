import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProductSelectionBar } from "./product-selection-bar";

/**
 * The search results' select mode: tick products, then add them to several lists with the wizard.
 *
 * **Do:** show how many products are ticked.
 *
 * **Don't:** open the wizard with nothing ticked.
 */
const meta = {
  component: ProductSelectionBar,
  args: {
    selecting: false,
    count: 0,
    onEnter: fn(),
    onLeave: fn(),
    onAddToLists: fn(),
  },
} satisfies Meta<typeof ProductSelectionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Browsing: the select mode is one button away. */
export const Browsing: Story = {};
/** Selecting, nothing ticked yet: the wizard cannot open. */
export const NothingTicked: Story = { args: { selecting: true } };
/** Three products ticked. */
export const ThreeTicked: Story = { args: { selecting: true, count: 3 } };

/** Interaction: with products ticked, "Add to lists" and "Done" report themselves. */
export const Actions: Story = {
  args: { selecting: true, count: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Selected: 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to lists" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.onAddToLists).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};
