import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ScpStatusView } from "./scp-status-view";

/**
 * A partner's waiting room or declined request.
 *
 * **Do:** say what happens next.
 *
 * **Don't:** show staff-only contact data.
 */
const meta = { component: ScpStatusView } satisfies Meta<typeof ScpStatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingRoom: Story = { args: { status: "waiting", onCheckAgain: fn() } };
export const RequestDeclined: Story = { args: { status: "rejected" } };
