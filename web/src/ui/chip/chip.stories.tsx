import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Chip } from "./chip";

/**
 * A short value, optionally removable (active filters, recipients).
 *
 * **Do:** make the remove button's name include the value.
 *
 * **Don't:** use it as a button for actions.
 */
const meta = { component: Chip, args: { label: "Germany" } } satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Removable: Story = { args: { onRemove: fn() } };
export const LongGermanText: Story = {
  args: { label: "Verfügbarkeitsprüfung ausgeschaltet", onRemove: fn() },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};

/** Interaction: the remove button names its chip and reports the removal. */
export const RemovedByKeyboard: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole("button", { name: /Germany/ });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
