import type { Meta, StoryObj } from "@storybook/react-vite";
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
