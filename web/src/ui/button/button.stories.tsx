import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlusIcon } from "../icons/icons";
import { Button } from "./button";

const meta = { component: Button, args: { children: "Save list" } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Danger: Story = { args: { variant: "danger", children: "Delete list" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const WithIcon: Story = { args: { icon: <PlusIcon />, children: "Create list" } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongGermanText: Story = {
  args: { children: "Produktlistenfreigabeeinstellungen speichern und Benachrichtigungen versenden" },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
