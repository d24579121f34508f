import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { RadioGroup, type RadioGroupProps } from "./radio-group";

function Controlled(props: Omit<RadioGroupProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

/**
 * One choice of a few visible options.
 *
 * **Do:** use it for two to five options.
 *
 * **Don't:** use it for long lists: use Select.
 */
const meta = {
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: {
    legend: "Card size",
    value: "default",
    onChange: () => undefined,
    options: [
      { value: "small", label: "Small" },
      { value: "default", label: "Default" },
      { value: "large", label: "Large" },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: "row" } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: "small", label: "Small" },
      { value: "default", label: "Default" },
      { value: "large", label: "Large", disabled: true },
    ],
  },
};
