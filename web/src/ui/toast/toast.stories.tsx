import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Toast } from "./toast";
import { useToast } from "./toast-provider";

/**
 * A short message after an action (success, info, warning, error), optionally with undo.
 *
 * **Do:** raise it through useToast().
 *
 * **Don't:** put the only way to an important action in a toast.
 */
const meta = {
  component: Toast,
  args: { toast: { id: "1", tone: "success", message: "The list was shared." }, onClose: fn() },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = {
  args: { toast: { id: "2", tone: "info", message: "Your consent was changed." } },
};
export const Warning: Story = {
  args: { toast: { id: "3", tone: "warning", message: "Some products were skipped as duplicates." } },
};
export const WithUndo: Story = {
  args: {
    toast: {
      id: "5",
      tone: "info",
      message: "2 products removed",
      action: (
        <Button variant="ghost" size="sm">
          Undo
        </Button>
      ),
    },
  },
};
export const ErrorToast: Story = {
  args: {
    toast: {
      id: "4",
      tone: "error",
      title: "API error: Conflict",
      message: "A draft of this list already exists.",
    },
  },
};
export const LongGermanText: Story = {
  args: {
    toast: {
      id: "5",
      tone: "success",
      message: "Die benutzerdefinierte Reihenfolge der Produktliste wurde erfolgreich gespeichert.",
    },
  },
};

function Trigger() {
  const toast = useToast();
  return (
    <Button
      onClick={() => toast.show({ tone: "success", message: `Saved at ${new Date().toLocaleTimeString()}` })}
    >
      Show a toast
    </Button>
  );
}

/** The provider comes from Storybook's decorator: each click stacks one more toast for 5 seconds. */
export const Stacked: Story = { render: () => <Trigger /> };

/** Interaction: the close button removes the toast. */
export const Closed: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
