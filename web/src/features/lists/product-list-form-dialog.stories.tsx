import type { Meta, StoryObj } from "@storybook/react-vite";
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
