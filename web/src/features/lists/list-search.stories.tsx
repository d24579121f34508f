import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ListSearch } from "./list-search";

/**
 * The search inside a list (core spec 2.3): it narrows the rows the screen holds with core's rule, so it works
 * the same offline. While a text is typed, a status line says how many products match.
 *
 * **Do:** keep the totals and actions on the whole list; only the rows narrow.
 */
const meta = {
  component: ListSearch,
  args: { value: "", onChange: fn(), shown: 12, total: 12 },
} satisfies Meta<typeof ListSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Matching: Story = { args: { value: "circuit", shown: 3 } };
