import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReportIssueDialog } from "./report-issue-dialog";

/**
 * Reports a data problem with a product to the catalogue team.
 *
 * **Do:** keep the message's limit visible.
 *
 * **Don't:** send without a message.
 */
const meta = {
  component: ReportIssueDialog,
  args: { open: true, onClose: () => undefined, onSend: () => Promise.resolve() },
} satisfies Meta<typeof ReportIssueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Sending never finishes: the button shows it is busy. */
export const Sending: Story = { args: { onSend: () => new Promise(() => undefined) } };
