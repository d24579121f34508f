import type { Meta, StoryObj } from "@storybook/react-vite";
import { DatabaseView } from "./database-view";
import { DATABASE } from "./system-fixtures";

/**
 * Admins see the database's tables and their sizes.
 *
 * **Do:** show sizes in readable units.
 *
 * **Don't:** offer destructive actions here.
 */
const meta = {
  component: DatabaseView,
  args: { activity: DATABASE, failed: false, refreshing: false, onRefresh: () => undefined },
} satisfies Meta<typeof DatabaseView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tables: Story = {};
export const Failed: Story = { args: { activity: undefined, failed: true } };
