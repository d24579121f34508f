import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmStep } from "./confirm-step";
import { exampleProducts, formatExampleCrp } from "./wizard-fixtures";

/**
 * The wizard's third step: what goes where, before anything is sent.
 *
 * **Do:** say that products a list already holds are skipped there.
 *
 * **Don't:** show prices to a user who may not see them.
 */
const meta = {
  component: ConfirmStep,
  args: { listTitles: ["My list", "Ward B"], products: exampleProducts },
} satisfies Meta<typeof ConfirmStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With prices. */
export const WithPrices: Story = { args: { formatCrp: formatExampleCrp } };
/** A Basic user: quantities only. */
export const WithoutPrices: Story = { args: { formatCrp: null } };
/** The addition failed: the reason, and the user may try again. */
export const Failed: Story = {
  args: { formatCrp: formatExampleCrp, error: "Something went wrong. Please try again." },
};
