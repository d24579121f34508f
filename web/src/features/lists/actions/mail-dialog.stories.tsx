import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { MailDialog } from "./mail-dialog";

/**
 * Mails a list to recipients, with the history of earlier mails.
 *
 * **Do:** validate addresses before sending.
 *
 * **Don't:** send without a confirmation of what goes out.
 */
const meta = {
  component: MailDialog,
  args: {
    listTitle: "Ward 3 ventilation",
    history: [
      "anna.schmidt@catalogue.example",
      "ben.meier@catalogue.example",
      "procurement@catalogue.example",
    ],
    showsFinancialChoice: true,
    onSend: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof MailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {};
export const FirstMail: Story = { args: { history: [], showsFinancialChoice: false } };
export const Sending: Story = { args: { busy: true } };

/** Interaction: no recipient is refused; an address outside the domain is named; a valid one is sent. */
export const SentToAColleague: Story = {
  args: { history: [], onSend: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    await expect(await screen.findByText("This field cannot be empty")).toBeVisible();
    const recipients = screen.getByRole("textbox", { name: /Recipients/ });
    await userEvent.type(recipients, "someone@elsewhere.example");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await expect(await screen.findByText(/someone@elsewhere\.example:/)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(recipients);
    await userEvent.type(recipients, "anna.schmidt@catalogue.example");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ recipients: ["anna.schmidt@catalogue.example"], format: "pdf" }),
    );
  },
};
