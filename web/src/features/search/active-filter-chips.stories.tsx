import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { exampleFilters } from "../catalogue";
import { ActiveFilterChips } from "./active-filter-chips";

/**
 * The search filters in force, each removable as a chip.
 *
 * **Do:** let each filter go on its own.
 *
 * **Don't:** show chips for defaults the user never set.
 */
const meta = {
  component: ActiveFilterChips,
  args: {
    filter: { careArea: ["ICU"], deviceGroup: ["ANESTHESIA_ATLAN_A100"], flags: ["LATEX_FREE"] },
    filters: exampleFilters,
    onRemove: () => undefined,
    onClearAll: () => undefined,
  },
} satisfies Meta<typeof ActiveFilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {};
/** No active filter: nothing is rendered. */
export const None: Story = { args: { filter: {} } };

/** Interaction: a chip's remove button takes that filter away; "Clear all" takes all. */
export const Removed: Story = {
  args: { onRemove: fn(), onClearAll: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole("list", { name: "Active filters" }));
    const removes = chips.getAllByRole("button", { name: /^Remove / });
    await expect(removes).toHaveLength(3);
    await userEvent.click(removes[0] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Clear all" }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
  },
};
