import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorLogsView } from "./error-logs-view";
import { ERROR_LOGS } from "./system-fixtures";

/**
 * Admins see the server's recent faults.
 *
 * **Do:** show time and request for each fault.
 *
 * **Don't:** show personal data in a fault.
 */
const meta = {
  component: ErrorLogsView,
  args: { entries: ERROR_LOGS, failed: false, refreshing: false, onRefresh: () => undefined },
} satisfies Meta<typeof ErrorLogsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faults: Story = {};
export const NoFaults: Story = { args: { entries: [] } };
