import type { Meta, StoryObj } from "@storybook/react-vite";
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
