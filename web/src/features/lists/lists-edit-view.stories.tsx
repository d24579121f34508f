import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleList } from "./list-fixtures";
import { ListsEditView } from "./lists-edit-view";

/**
 * Selecting lists to delete several at once, with a confirmation.
 *
 * **Do:** say how many lists are selected.
 *
 * **Don't:** delete without the confirm dialog.
 */
const meta = {
  component: ListsEditView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    lists: {
      kind: "ready",
      lists: [
        exampleList({ id: 1, title: "My list", defaultList: true }),
        exampleList({ id: 2, title: "Ward 3 ventilation" }),
        exampleList({ id: 3, title: "Neonatal unit tender 2027" }),
      ],
    },
    selected: new Set<number>(),
    confirming: false,
    deleting: false,
    backHref: "/product-lists",
    onToggle: () => undefined,
    onDelete: () => undefined,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ListsEditView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {};
export const TwoSelected: Story = { args: { selected: new Set([2, 3]) } };
export const Confirming: Story = { args: { selected: new Set([2, 3]), confirming: true } };
export const Deleting: Story = { args: { selected: new Set([2]), confirming: true, deleting: true } };
