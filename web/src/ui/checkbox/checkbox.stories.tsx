import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox, type CheckboxProps } from "./checkbox";

function Controlled(props: Omit<CheckboxProps, "onChange">) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

/**
 * An on/off choice that takes effect when a form is sent, or one of many.
 *
 * **Do:** give it a visible label.
 *
 * **Don't:** use it for an immediate setting: use Switch.
 */
const meta = {
  component: Checkbox,
  render: (args) => <Controlled {...args} />,
  args: { label: "Hide products without market clearance", checked: false, onChange: () => undefined },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongGermanText: Story = {
  args: { label: "Produkte ohne Marktfreigabe in den Suchergebnissen und Produktlisten ausblenden" },
};

/** Interaction: a click on the label and Space both toggle it. */
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "Hide products without market clearance" });
    await userEvent.click(canvas.getByText("Hide products without market clearance"));
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};
