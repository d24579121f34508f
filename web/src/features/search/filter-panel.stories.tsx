import type { Meta, StoryObj } from "@storybook/react-vite";
import { exampleFilters } from "../catalogue";
import { FilterPanel } from "./filter-panel";

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
