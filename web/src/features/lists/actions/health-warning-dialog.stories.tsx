import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { HealthWarningDialog } from "./health-warning-dialog";

/**
 * Before an export or an e-mail: the products of the list that cannot be quoted as they are now, with the choice
 * to continue anyway.
 *
 * **Do:** name each product and why; let the user go on.
 *
 * **Don't:** block the export: the user may know better (a customer who still holds stock).
 */
const meta = {
  component: HealthWarningDialog,
  args: {
    title: "Export “Ward 3 ventilation”",
    onContinue: fn(),
    onCancel: fn(),
    problems: [
      {
        elementId: 11,
        productId: 101,
        title: "Breathing circuit, adult, 1.8 m",
        quantity: 12,
        reason: "PHASED_OUT",
        alternatives: [{ id: 102, title: "Breathing circuit, adult, 2.0 m" }],
        changes: [],
        customStatus: null,
      },
      {
        elementId: 13,
        productId: 105,
        title: "Water trap, reusable",
        quantity: 1,
        reason: "NOT_CLEARED",
        alternatives: [],
        changes: [],
        customStatus: null,
      },
    ],
  },
} satisfies Meta<typeof HealthWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeExport: Story = {};

export const ContinueAnyway: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole("button", { name: "Continue anyway" }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};
