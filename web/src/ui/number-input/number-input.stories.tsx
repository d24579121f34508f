import { NUMBER_INPUTS } from "@catalogue/core/pricing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
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

/** Interaction: the arrow keys step, and a typed value outside the bounds is brought into them on Enter. */
export const TypedAndStepped: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /Quantity/ });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("3");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("2");
    await userEvent.clear(input);
    await userEvent.type(input, "-5{Enter}");
    await expect(Number((input as HTMLInputElement).value)).toBeGreaterThanOrEqual(0);
  },
};
