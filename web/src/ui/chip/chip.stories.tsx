import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
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
