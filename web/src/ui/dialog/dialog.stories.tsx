import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { Dialog, type DialogProps } from "./dialog";

function WithTrigger(props: Omit<DialogProps, "open" | "onClose">) {
  const [open, setOpen] = useState(true);
  const [title, setTitle] = useState("Ward A");
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        {props.children}
        <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
      </Dialog>
    </>
  );
}

/**
 * A modal window in one of the four sizes (360, 480, 765, 1200 px): it traps focus and closes on Escape.
 *
 * **Do:** give it a title and return focus on close.
 *
 * **Don't:** open a dialog from a dialog.
 */
const meta = {
  component: Dialog,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    onClose: () => undefined,
    title: "Edit product list",
    children: <p>Change the title of your list.</p>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExtraSmall: Story = { args: { size: "xs" } };
export const Small: Story = { args: { size: "sm" } };
export const Medium: Story = { args: { size: "md" } };
export const Large: Story = { args: { size: "lg" } };
export const LongGermanText: Story = {
  args: {
    title: "Produktliste bearbeiten und für Kolleginnen und Kollegen freigeben",
    children: <p>Änderungen werden für alle Empfängerinnen und Empfänger der Freigabe sichtbar.</p>,
  },
};

/** Interaction: focus starts inside, Escape closes, and focus returns to the button that opened it. */
export const EscapeAndReturnFocus: Story = {
  args: { size: "sm" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit product list" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const opener = screen.getByRole("button", { name: "Open dialog" });
    await userEvent.click(opener);
    await screen.findByRole("dialog", { name: "Edit product list" });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
