import type { Meta, StoryObj } from "@storybook/react-vite";
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
