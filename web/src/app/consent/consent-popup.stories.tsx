import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { ConsentPopup } from "./consent-popup";

/**
 * Asks once whether the user accepts analytics; appears over the first screen until answered.
 *
 * **Do:** keep both answers equally easy to reach.
 *
 * **Don't:** show it again after the user has answered.
 */
const meta = {
  component: ConsentPopup,
  args: { open: true, busy: false, failed: false, onAccept: fn(), onReject: fn(), onClose: fn() },
} satisfies Meta<typeof ConsentPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Undecided: Story = {};
export const Storing: Story = { args: { busy: true } };
export const StoreFailed: Story = { args: { failed: true } };

/** Interaction: both answers are buttons of equal weight; each reports its answer. */
export const Answered: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Cookies and analytics" });
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};
