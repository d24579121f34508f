import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BellIcon, CloseIcon, HeartIcon } from "../icons/icons";
import { IconButton } from "./icon-button";

/**
 * A button with only an icon and a required accessible label.
 *
 * **Do:** use it for well-known actions (close, favourite).
 *
 * **Don't:** use it where a word would be clearer.
 */
const meta = {
  component: IconButton,
  args: { label: "Notifications", icon: <BellIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Filled: Story = { args: { variant: "filled", label: "Add to favourites", icon: <HeartIcon /> } };
export const Small: Story = { args: { size: "sm", label: "Close", icon: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true } };

/** Interaction: its label is its accessible name, and a click reports the press. */
export const Pressed: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
