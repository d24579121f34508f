import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SelectionBar } from "./selection-bar";

/**
 * Actions for the ticked products of a list (move, copy, remove).
 *
 * **Do:** show how many are ticked.
 *
 * **Don't:** offer changes on a list shared read-only.
 */
const meta = {
  component: SelectionBar,
  args: {
    selecting: false,
    count: 0,
    editable: true,
    onEnter: () => undefined,
    onLeave: () => undefined,
    onTransfer: () => undefined,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof SelectionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Viewing: Story = {};
export const NothingTicked: Story = { args: { selecting: true } };
export const TwoTicked: Story = { args: { selecting: true, count: 2 } };
export const SharedList: Story = { args: { selecting: true, count: 1, editable: false } };
/** With the multi-product wizard: the ticked products can be added to other lists too. */
export const WithAddToOtherLists: Story = { args: { selecting: true, count: 2, onAddToLists: fn() } };

/** Interaction: with products ticked, each action reports itself. */
export const Actions: Story = {
  args: { selecting: true, count: 2, onTransfer: fn(), onRemove: fn(), onLeave: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Move or copy" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};
