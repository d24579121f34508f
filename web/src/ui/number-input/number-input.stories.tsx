import { NUMBER_INPUTS } from "@catalogue/core/pricing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { NumberInput, type NumberInputProps } from "./number-input";

function Controlled(props: Omit<NumberInputProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return <NumberInput {...props} value={value} onChange={setValue} />;
}

/**
 * A number with bounds from core (quantity, price), normalised as the user types.
 *
 * **Do:** spread one of core's NUMBER_INPUTS for the bounds.
 *
 * **Don't:** validate numbers by hand.
 */
const meta = {
  component: NumberInput,
  render: (args) => <Controlled {...args} />,
  args: { label: "Quantity", value: 1, ...NUMBER_INPUTS.quantity, onChange: () => undefined },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {};
export const Price: Story = { args: { label: "Price (EUR)", value: 12.5, ...NUMBER_INPUTS.price } };
export const WithError: Story = { args: { error: "The value must be at most 999999" } };
export const Disabled: Story = { args: { disabled: true } };
