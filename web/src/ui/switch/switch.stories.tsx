import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Switch, type SwitchProps } from "./switch";

function Controlled(props: Omit<SwitchProps, "onChange">) {
  const [checked, setChecked] = useState(props.checked);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

/**
 * An on/off setting that takes effect at once.
 *
 * **Do:** say what it turns on in its label.
 *
 * **Don't:** use it in a form that is sent: use Checkbox.
 */
const meta = {
  component: Switch,
  render: (args) => <Controlled {...args} />,
  args: { label: "Presentation mode", checked: false, onChange: () => undefined },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Interaction: a click and Space turn it on and off; aria-checked follows. */
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Presentation mode" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
  },
};
