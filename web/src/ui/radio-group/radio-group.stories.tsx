import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
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

/** Interaction: the arrow keys move the choice within the group, as native radios do. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole("radio", { name: "Default" });
    await expect(chosen).toBeChecked();
    await userEvent.click(chosen);
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Large" })).toBeChecked();
    await userEvent.click(canvas.getByText("Small"));
    await expect(canvas.getByRole("radio", { name: "Small" })).toBeChecked();
  },
};
