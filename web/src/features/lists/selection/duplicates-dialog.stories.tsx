import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { DuplicatesDialog } from "./duplicates-dialog";

/**
 * Products already in the target list when copying: keep or skip them.
 *
 * **Do:** list the duplicates by name.
 *
 * **Don't:** decide for the user silently.
 */
const meta = {
  component: DuplicatesDialog,
  args: {
    targets: [
      { listId: 1, title: "Ward 3 ventilation", products: ["Breathing circuit, adult"] },
      { listId: 2, title: "ICU tender 2027", products: ["Breathing circuit, adult", "Water trap"] },
    ],
    onResolve: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof DuplicatesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLists: Story = {};
export const Working: Story = { args: { busy: true } };

/** Interaction: the list's own prices and quantities stay unless the user chooses the new ones. */
export const NewPricesChosen: Story = {
  args: { onResolve: fn() },
  play: async ({ args }) => {
    await screen.findByRole("alertdialog", { name: "Products already on the list" });
    await userEvent.click(screen.getByRole("radio", { name: "Use the new prices" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await expect(args.onResolve).toHaveBeenCalledWith({ prices: "override", quantities: "ignore" });
  },
};
