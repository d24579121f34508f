import type { Meta, StoryObj } from "@storybook/react-vite";
import { CharCounter } from "../char-counter/char-counter";
import { Field } from "./field";

// Field is the frame of every form control (label, hint, error, counter); these stories show it around a plain
// input, so its own states are visible apart from TextField, TextArea, NumberInput and Select.
/**
 * Label, hint, error and counter around an input; used by TextField, TextArea, NumberInput and Select.
 *
 * **Do:** use it for any custom input.
 *
 * **Don't:** put the error in the placeholder.
 */
const meta = {
  component: Field,
  args: {
    label: "List title",
    children: (control) => <input {...control} defaultValue="ICU ventilation set" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {};
export const WithHint: Story = { args: { hint: "Shown to everyone you share the list with." } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: "This field cannot be empty" } };
export const WithCounter: Story = {
  args: { footer: (id) => <CharCounter id={id} text="ICU ventilation set" max={200} /> },
};
export const EverythingAtOnce: Story = {
  args: {
    required: true,
    hint: "Shown to everyone you share the list with.",
    error: "The title is already taken",
    footer: (id) => <CharCounter id={id} text={"x".repeat(200)} max={200} />,
  },
};
