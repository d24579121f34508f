import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { exampleCards } from "../../catalogue";
import { exampleElement } from "../list-fixtures";
import { OrderModeView } from "./order-mode-view";

const elements = exampleCards(5).map((card, index) => exampleElement(index + 1, card));
const closed = { open: false, onLeave: () => undefined, onStay: () => undefined };

/**
 * Edit-order mode of a list (core spec 4.7): the products as compact rows to drag or move with the arrow keys,
 * and the machine's confirmations.
 *
 * **Do:** ask before saving (it cannot be undone), before discarding, and before leaving an unsaved order.
 *
 * **Don't:** save an order the user has not confirmed.
 */
const meta = {
  component: OrderModeView,
  args: {
    elements,
    step: "editing",
    changed: false,
    onMove: () => undefined,
    onSave: () => undefined,
    onConfirmSave: () => undefined,
    onCancelSave: () => undefined,
    onLeave: () => undefined,
    onDiscard: () => undefined,
    onKeepEditing: () => undefined,
    leaveGuard: closed,
  },
} satisfies Meta<typeof OrderModeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just entered: nothing moved, so there is nothing to save. */
export const Idle: Story = {};
export const EditingWithChanges: Story = { args: { changed: true, elements: [...elements].reverse() } };
export const ConfirmSave: Story = { args: { changed: true, step: "confirmingSave" } };
export const Saving: Story = { args: { changed: true, step: "saving" } };
export const SaveFailed: Story = { args: { changed: true, errorKey: "INTERNAL_ERROR" } };
export const ChangedElsewhere: Story = { args: { changed: true, errorKey: "OPTIMISTIC_LOCK" } };
export const ConfirmDiscard: Story = { args: { changed: true, step: "confirmingDiscard" } };
export const LeaveGuard: Story = { args: { changed: true, leaveGuard: { ...closed, open: true } } };

/** Interaction: saving asks first; the confirmation's own button saves. */
export const SaveAsksFirst: Story = {
  args: { changed: true, step: "confirmingSave", onConfirmSave: fn(), onCancelSave: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Save this order?" });
    await expect(dialog).toHaveTextContent("Saving cannot be undone.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancelSave).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmSave).not.toHaveBeenCalled();
  },
};
