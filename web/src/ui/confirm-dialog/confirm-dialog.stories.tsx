import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Asks before an action that cannot be undone.
 *
 * **Do:** name the action on the confirm button ("Delete list").
 *
 * **Don't:** use it for actions that can be undone: offer undo in a toast.
 */
const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    title: "Leave this page?",
    children: "Your changes are not saved yet.",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = {
  args: {
    title: "Delete this list?",
    children: "This cannot be undone.",
    danger: true,
    confirmLabel: "Delete",
  },
};
export const Busy: Story = { args: { busy: true } };
