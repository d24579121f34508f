import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlusIcon } from "../icons/icons";
import { Button } from "./button";

/**
 * The main action element: primary for the one main action of a screen, secondary for others, ghost for low
 * emphasis, danger for destructive actions.
 *
 * **Do:** use one primary button per screen or dialog; show `loading` while its action runs.
 *
 * **Don't:** use a button for navigation (use a link).
 */
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

/** Interaction: a click and the keyboard (Enter, Space) both press it; disabled, it never fires. */
export const Pressed: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save list" });
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};
/** Interaction: a disabled button takes no press. */
export const DisabledIgnoresPress: Story = {
  args: { onClick: fn(), disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save list" });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
