import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleFilters } from "../catalogue";
import { FilterPanel, FilterPanelPlaceholder } from "./filter-panel";

/**
 * The search filters with their product counts.
 *
 * **Do:** show values without products as such, not hide the chosen one.
 *
 * **Don't:** apply filters the user has not confirmed on phones.
 */
const meta = {
  component: FilterPanel,
  args: { filters: exampleFilters, selected: { careArea: ["ICU"] }, onToggle: () => undefined },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A chosen value without products stays, so it can be taken off. */
export const ChosenValueWithoutProducts: Story = { args: { selected: { careArea: ["NICU"] } } };
export const NothingChosen: Story = { args: { selected: {} } };
/** While the counts load: the groups' titles in the panel's shape, so nothing below moves when they arrive. */
export const Loading: Story = { render: () => <FilterPanelPlaceholder /> };
