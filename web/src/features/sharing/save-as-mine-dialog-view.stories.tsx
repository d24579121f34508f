import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { SaveAsMineDialogView } from "./save-as-mine-dialog-view";

/**
 * Copies a shared list into the user's own lists.
 *
 * **Do:** warn when the currency differs.
 *
 * **Don't:** accept a title the user already uses.
 */
const meta = {
  component: SaveAsMineDialogView,
  args: {
    title: "Ward 3 ventilation",
    onTitle: () => undefined,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof SaveAsMineDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SameCurrency: Story = {};
export const OtherCurrency: Story = { args: { otherCurrency: { list: "EUR", user: "CHF" } } };
export const TitleTaken: Story = { args: { error: "apiErrors.INVALID_UNIQUE_VALUE" } };
export const Saving: Story = { args: { busy: true } };

/** Interaction: typing reports the new name; the save button saves. */
export const Renamed: Story = {
  args: { onTitle: fn(), onSave: fn() },
  play: async ({ args }) => {
    const name = await screen.findByRole("textbox", { name: /Name of your list/ });
    await userEvent.type(name, " (mine)");
    await expect(args.onTitle).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Save as mine" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
