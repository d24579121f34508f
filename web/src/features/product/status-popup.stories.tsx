import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockedStatus } from "../catalogue";
import { StatusPopup } from "./status-popup";

/**
 * Explains a product's status (blocked, custom) in a popup.
 *
 * **Do:** open it from the status badge.
 *
 * **Don't:** put actions in it: it explains only.
 */
const meta = {
  component: StatusPopup,
  args: { status: blockedStatus, open: true, onClose: () => undefined },
} satisfies Meta<typeof StatusPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blocked: Story = {};
/** A Key user's custom status with its description and link. */
export const CustomStatus: Story = {
  args: {
    status: {
      status: "CUSTOM_STATUS",
      applicable: ["CUSTOM_STATUS"],
      severity: "WARNING",
      colour: "YELLOW",
      shortcut: "W",
      labelKey: "status.label.CUSTOM_STATUS",
      customStatus: {
        status: "WARNING",
        description: "Delivery delays until March",
        link: "https://example.com",
      },
    },
  },
};
