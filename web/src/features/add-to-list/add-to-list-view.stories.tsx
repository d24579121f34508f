import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { AddToListView } from "./add-to-list-view";

const lists = [
  { id: 1, title: "My list", defaultList: true, usable: true },
  { id: 2, title: "Ward B", defaultList: false, usable: true },
  { id: 3, title: "US clinic", defaultList: false, usable: false },
];

/**
 * The add-to-list dialog's content: the user's lists to add a product to, or a new list.
 *
 * **Do:** show the lists the product is already in.
 *
 * **Don't:** close the dialog when adding fails: show the error in place.
 */
const meta = {
  component: AddToListView,
  args: {
    productTitle: "Breathing circuit, adult",
    phase: "ready",
    lists,
    selectedIds: [1],
    creating: null,
    adding: false,
    onToggle: fn(),
    onStartCreate: fn(),
    onCreateTitle: fn(),
    onCreateSubmit: fn(),
    onCreateCancel: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddToListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's lists are on their way. */
export const Loading: Story = { args: { phase: "loading", lists: [], selectedIds: [] } };
/** The choice: default list first, a list in another currency shown but not selectable. */
export const Lists: Story = {};
/** A new list is being named, with core's title rule's message. */
export const Creating: Story = {
  args: { creating: { title: "", error: "This field cannot be empty", saving: false } },
};
/** The lists could not be loaded: retry. */
export const LoadError: Story = { args: { phase: "failed", lists: [], selectedIds: [] } };
/** The addition was refused: the server's message, the choice still open. */
export const AddError: Story = {
  args: { error: "This list uses another currency and cannot receive the selected products." },
};

/** Interaction: a list of another currency cannot be ticked; ticking a usable one and confirming report it. */
export const ChooseAndConfirm: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Add to list" });
    await expect(screen.getByRole("checkbox", { name: "US clinic" })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Ward B" }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole("button", { name: "Add to 1 list" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
