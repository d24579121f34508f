import type { Meta, StoryObj } from "@storybook/react-vite";
import { ListMailLogView } from "./list-mail-log";

/**
 * When and to whom a list was last mailed.
 *
 * **Do:** show it beside the mail action.
 *
 * **Don't:** show addresses of people outside the user's reach.
 */
const meta = {
  component: ListMailLogView,
  args: {
    timeZone: "Europe/Berlin",
    mails: [
      {
        senderName: "Erika Mustermann",
        sentAt: "2026-11-21T09:30:00Z",
        recipients: ["anna.schmidt@catalogue.example", "ben.meier@catalogue.example"],
        format: "pdf",
        includeFinancial: false,
      },
      {
        senderName: "Erika Mustermann",
        sentAt: "2026-11-20T14:05:00Z",
        recipients: ["controlling@catalogue.example"],
        format: "xlsx",
        includeFinancial: true,
      },
    ],
  },
} satisfies Meta<typeof ListMailLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mailed: Story = {};
export const NeverMailed: Story = { args: { mails: [] } };
