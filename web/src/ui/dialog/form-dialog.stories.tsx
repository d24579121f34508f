import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent } from "storybook/test";
import { TextField } from "../text-field/text-field";
import { FormDialog } from "./form-dialog";

function TitleField() {
  const [title, setTitle] = useState("Ward A");
  return <TextField label="Title" value={title} onChange={setTitle} maxLength={200} required />;
}

/**
 * A dialog with a form: submit and cancel, busy while sending.
 *
 * **Do:** keep it open with the error when sending fails.
 *
 * **Don't:** submit without the form's checks.
 */
const meta = {
  component: FormDialog,
  args: {
    onClose: () => undefined,
    onSubmit: (event) => event.preventDefault(),
    title: "Save as mine",
    submitLabel: "Save",
    children: <TitleField />,
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Busy: Story = { args: { busy: true } };
export const SubmitDisabled: Story = { args: { submitDisabled: true } };
export const LongGermanText: Story = {
  args: {
    title: "Produktliste als eigene Liste speichern und für Kolleginnen und Kollegen freigeben",
    submitLabel: "Speichern",
  },
};

/** Interaction: typing and Enter submit the form; Cancel closes without submitting. */
export const SubmitAndCancel: Story = {
  args: { onSubmit: fn((event) => event.preventDefault()), onClose: fn() },
  play: async ({ args }) => {
    const title = await screen.findByRole("textbox", { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Ward B{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
