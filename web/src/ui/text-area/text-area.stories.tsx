import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TextArea, type TextAreaProps } from "./text-area";

function Controlled(props: Omit<TextAreaProps, "onChange">) {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={setValue} />;
}

/**
 * Multi-line text with a limit and counter.
 *
 * **Do:** show the counter for limited text.
 *
 * **Don't:** block typing silently at the limit.
 */
const meta = {
  component: TextArea,
  render: (args) => <Controlled {...args} />,
  args: { label: "Note", value: "", maxLength: 250, onChange: () => undefined },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtTheLimit: Story = { args: { value: "n".repeat(250) } };
export const WithError: Story = { args: { required: true, error: "This field cannot be empty" } };
export const Disabled: Story = { args: { disabled: true, value: "Shared with the team." } };

/** Interaction: typing updates the counter. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox");
    await userEvent.clear(area);
    await userEvent.type(area, "Ward A");
    await expect(area).toHaveValue("Ward A");
  },
};
