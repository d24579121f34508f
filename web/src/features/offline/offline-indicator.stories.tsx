import type { Meta, StoryObj } from "@storybook/react-vite";
import { OfflineIndicator } from "./offline-indicator";

/**
 * The band at the top of the frame while the browser is offline or changes made offline wait to be sent
 * (supplement 7, offline sync). A status region: screen readers announce each change of its text.
 *
 * **Do:** keep it while changes wait, also once online (a failed sync keeps them).
 *
 * **Don't:** use it for other warnings: toasts and the error pages say those.
 */
const meta = {
  component: OfflineIndicator,
  args: { offline: true, waiting: 0, syncing: false },
} satisfies Meta<typeof OfflineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
export const OfflineWithChangesWaiting: Story = { args: { waiting: 3 } };
export const Syncing: Story = { args: { offline: false, waiting: 3, syncing: true } };
/** Online with nothing waiting: the region stays in the page, empty and hidden. */
export const Online: Story = { args: { offline: false } };
