import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
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

/** Interaction: an empty report is refused with a message; a written one is sent as typed. */
export const SentAfterWriting: Story = {
  args: { onSend: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Send report" }));
    await expect(await screen.findByText("This field cannot be empty")).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole("textbox", { name: /What is wrong/ }),
      "The part number on the label differs.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await expect(args.onSend).toHaveBeenCalledWith("The part number on the label differs.");
  },
};
