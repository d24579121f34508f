import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResultsToolbar } from "./results-toolbar";

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
