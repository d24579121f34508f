import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { ListIcon, SearchIcon } from "../icons/icons";
import { EmptyState } from "./empty-state";

/**
 * What a screen shows when there is nothing (no lists, no results), with the next step.
 *
 * **Do:** offer the action that fills it.
 *
 * **Don't:** use it for a failed load: show the error.
 */
const meta = { component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoLists: Story = {
  args: {
    icon: <ListIcon size={48} />,
    title: "No product lists yet",
    text: "Collect products in a list to share them with your customers.",
    action: <Button>Create list</Button>,
  },
};
export const NoSearchResults: Story = {
  args: { icon: <SearchIcon size={48} />, title: "No results", text: "Try fewer filters or another word." },
};
