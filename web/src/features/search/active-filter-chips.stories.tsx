import type { Meta, StoryObj } from "@storybook/react-vite";
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
