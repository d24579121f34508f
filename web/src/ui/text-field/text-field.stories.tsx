import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TextField, type TextFieldProps } from "./text-field";

function Controlled(props: Omit<TextFieldProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

/**
 * One line of text with label, hint, error and counter.
 *
 * **Do:** show the error under the field.
 *
 * **Don't:** use the placeholder as label.
 */
const meta = {
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: "List title", value: "", onChange: () => undefined },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHintAndCounter: Story = {
  args: { hint: "Shown to everyone you share with.", maxLength: 200 },
};
export const AtTheLimit: Story = { args: { value: "x".repeat(20), maxLength: 20 } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: "This field cannot be empty" } };
export const Disabled: Story = { args: { disabled: true, value: "Default list" } };
export const LongGermanText: Story = {
  args: {
    label: "Beschreibung der Produktliste für Kundinnen und Kunden",
    value: "Intensivstationsausstattung",
  },
};

/** Interaction: typing past the limit is cut at the limit. */
export const TypingToTheLimit: Story = {
  args: { maxLength: 10, hint: "Ten characters at most." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: /List title/ });
    await userEvent.type(input, "Intensive care unit");
    await expect(input).toHaveValue("Intensive ");
  },
};
