import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { TransferDialog } from "./transfer-dialog";

/**
 * Moves or copies ticked products to another list.
 *
 * **Do:** offer copy only when the source cannot change.
 *
 * **Don't:** hide that there is no other list: say so.
 */
const meta = {
  component: TransferDialog,
  args: {
    count: 2,
    currency: "EUR",
    canMove: true,
    lists: [
      { id: 1, title: "Ward 3 ventilation", currency: "EUR" },
      { id: 2, title: "ICU tender 2027", currency: "EUR" },
      { id: 3, title: "Zurich clinic", currency: "CHF" },
    ],
    onSubmit: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof TransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoveOrCopy: Story = {};
export const CopyOnly: Story = { args: { canMove: false } };
export const NoOtherList: Story = { args: { lists: [] } };
export const Working: Story = { args: { busy: true } };

/** Interaction: without a target list it asks for one; copy to a chosen list reports the mode and the list. */
export const CopiedToAList: Story = {
  args: { onSubmit: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Move" }));
    await expect(await screen.findByText("Choose at least one list.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("radio", { name: "Copy" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "ICU tender 2027" }));
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("copy", [2]);
  },
};
