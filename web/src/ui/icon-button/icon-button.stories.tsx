import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, CloseIcon, HeartIcon } from "../icons/icons";
import { IconButton } from "./icon-button";

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
