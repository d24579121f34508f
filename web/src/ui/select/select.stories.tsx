import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Select, type SelectProps } from "./select";

function Controlled(props: Omit<SelectProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

/**
 * One choice of many options in a native select.
 *
 * **Do:** keep a visible label.
 *
 * **Don't:** use it for two options: use RadioGroup.
 */
const meta = {
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: {
    label: "Currency",
    value: "",
    placeholder: true,
    onChange: () => undefined,
    options: [
      { value: "EUR", label: "Euro" },
      { value: "USD", label: "US dollar" },
      { value: "CHF", label: "Swiss franc" },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: "EUR" } };
export const WithError: Story = { args: { required: true, error: "This field cannot be empty" } };
export const Disabled: Story = { args: { disabled: true, value: "EUR" } };

/** Interaction: choosing an option shows it as the value. */
export const Chooses: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: /Currency/ });
    await userEvent.selectOptions(select, "CHF");
    await expect(select).toHaveValue("CHF");
  },
};
