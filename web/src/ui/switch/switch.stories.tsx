import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
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
