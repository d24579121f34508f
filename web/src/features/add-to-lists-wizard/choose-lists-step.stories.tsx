import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChooseListsStep } from "./choose-lists-step";
import { exampleLists } from "./wizard-fixtures";

/**
 * The wizard's first step: the lists to add the products to, or a new one.
 *
 * **Do:** show a list in another currency with the reason it cannot be chosen.
 *
 * **Don't:** hide such a list: the user would look for it.
 */
const meta = {
  component: ChooseListsStep,
  args: {
    lists: exampleLists,
    selectedIds: [1],
    newList: null,
    onToggle: fn(),
    onStartNewList: fn(),
    onNewListTitle: fn(),
    onNewListSubmit: fn(),
    onNewListCancel: fn(),
  },
} satisfies Meta<typeof ChooseListsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The choice: the default list first, a list in another currency disabled with its reason. */
export const Lists: Story = {};
/** A new list is being named. */
export const NewList: Story = { args: { newList: { title: "Ward C", saving: false } } };
/** The new list's title was refused (core's title rule or the server's unique-title check). */
export const NewListRefused: Story = {
  args: { newList: { title: "", saving: false, error: "This field cannot be empty" } },
};

/** Interaction: the other-currency list cannot be ticked and says why; a usable one reports its tick. */
export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole("checkbox", { name: "US clinic" });
    await expect(other).toBeDisabled();
    await expect(other).toHaveAccessibleDescription(/in USD/);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Ward B" }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
  },
};
