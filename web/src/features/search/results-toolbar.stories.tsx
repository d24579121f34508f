import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResultsToolbar } from "./results-toolbar";

/**
 * Result count, sort and card size above the search results.
 *
 * **Do:** keep it above the results on every width.
 *
 * **Don't:** hide the count when it is zero.
 */
const meta = {
  component: ResultsToolbar,
  args: {
    search: "circuit",
    sort: "TITLE_ASC",
    cardSize: "default",
    onSearch: () => undefined,
    onSort: () => undefined,
    onCardSize: () => undefined,
  },
} satisfies Meta<typeof ResultsToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { search: "", sort: "DEFAULT_SORTING", cardSize: "large" } };
