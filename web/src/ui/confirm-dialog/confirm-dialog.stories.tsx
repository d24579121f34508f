import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
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

/** Interaction: the confirm button confirms; Escape cancels. */
export const ConfirmOrCancel: Story = {
  args: { onConfirm: fn(), onCancel: fn(), confirmLabel: "Leave" },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Leave this page?" });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Leave" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
