import type { Meta, StoryObj } from "@storybook/react-vite";
import { ImportsView } from "./imports-view";
import { HISTORY, IDLE, RUNNING, RUNNING_HISTORY } from "./system-fixtures";

/**
 * Admins start and follow the catalogue imports.
 *
 * **Do:** show a running import's progress.
 *
 * **Don't:** start a second import while one runs.
 */
const meta = {
  component: ImportsView,
  args: {
    sync: IDLE,
    history: HISTORY,
    failed: false,
    page: 0,
    onPage: () => undefined,
    starting: false,
    onRunAll: () => undefined,
    onRunTable: () => undefined,
  },
} satisfies Meta<typeof ImportsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Running: Story = { args: { sync: RUNNING, history: RUNNING_HISTORY } };
export const Loading: Story = { args: { sync: undefined, history: undefined } };
export const Failed: Story = { args: { history: undefined, failed: true } };
