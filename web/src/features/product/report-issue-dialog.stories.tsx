import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReportIssueDialog } from "./report-issue-dialog";

const meta = {
  component: ReportIssueDialog,
  args: { open: true, onClose: () => undefined, onSend: () => Promise.resolve() },
} satisfies Meta<typeof ReportIssueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Sending never finishes: the button shows it is busy. */
export const Sending: Story = { args: { onSend: () => new Promise(() => undefined) } };
