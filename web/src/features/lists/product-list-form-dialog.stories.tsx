import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { ProductListFormDialog } from "./product-list-form-dialog";

/**
 * Creates or renames a list (title, description).
 *
 * **Do:** keep the title's limit visible with the counter.
 *
 * **Don't:** close the dialog while saving.
 */
const meta = {
  component: ProductListFormDialog,
  args: {
    open: true,
    heading: "Create a product list",
    saveLabel: "Create list",
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ProductListFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Edit: Story = {
  args: {
    heading: "Edit product list",
    saveLabel: "Save",
    initial: { title: "Ward 3 ventilation", description: "Quote for the intensive care unit" },
  },
};
export const Saving: Story = { args: { busy: true, initial: { title: "Ward 3", description: "" } } };

/** Interaction: an empty title is refused with a message; a title and Enter save the form. */
export const SavedAfterTitle: Story = {
  args: { onSave: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Create list" }));
    await expect(await screen.findByText("This field cannot be empty")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: /Title/ }), "Ward 4{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ title: "Ward 4" }));
  },
};
