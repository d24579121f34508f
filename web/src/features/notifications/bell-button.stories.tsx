import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../ui/button/button";
import { BellButton, type BellButtonProps } from "./bell-button";

/** A button raises the count, so the 1000 ms swing can be watched. */
function WithNewNotification(props: BellButtonProps) {
  const [count, setCount] = useState(props.count ?? 0);
  return (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <BellButton {...props} count={count} />
      <Button variant="secondary" size="sm" onClick={() => setCount((value) => value + 1)}>
        New notification
      </Button>
    </div>
  );
}

/**
 * The header's notification bell with its unread count (99+ above 99).
 *
 * **Do:** give it a label that includes the count.
 *
 * **Don't:** show a badge when nothing is unread.
 */
const meta = {
  component: BellButton,
  args: { count: 3, expanded: false, controls: "inbox", onClick: () => undefined },
} satisfies Meta<typeof BellButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeUnread: Story = {};
export const NoneUnread: Story = { args: { count: 0 } };
export const Unknown: Story = { args: { count: null } };
export const NinetyNine: Story = { args: { count: 99 } };
export const OverNinetyNine: Story = { args: { count: 120 } };
export const Ringing: Story = { render: (args) => <WithNewNotification {...args} /> };

/** Interaction: the count is part of the button's name; a press opens the inbox. */
export const Opens: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole("button", { name: "Notifications, 3 unread" });
    await expect(bell).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
