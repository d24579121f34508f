import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { expect, fn, screen, userEvent } from "storybook/test";
import { ListHealthPanel } from "./list-health-panel";

/**
 * What changed about a list's products since the user last opened it: phased out, clearance lost, availability or
 * price changed, each product with its alternatives in the list's country and a one-click replacement; an
 * availability override in force shows its own text and link, as on the product page.
 *
 * **Do:** keep the quantity when replacing; name the product and the alternative in the button's label.
 *
 * **Don't:** show a price change to a user not allowed to see prices (the server leaves it out).
 */
const meta = {
  component: ListHealthPanel,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    since: "2026-Nov-20 14:05",
    money: (amount: number) => `€${amount.toFixed(2)}`,
    canReplace: true,
    replacing: null,
    onReplace: fn(),
    onDismiss: fn(),
    flagged: [
      {
        elementId: 11,
        productId: 101,
        title: "Breathing circuit, adult, 1.8 m",
        quantity: 12,
        changes: [
          { kind: "PHASED_OUT", before: "AVAILABLE", after: "PHASED_OUT" },
          { kind: "PRICE_CHANGED", before: 24.5, after: 27 },
        ],
        alternatives: [
          { id: 102, title: "Breathing circuit, adult, 2.0 m" },
          { id: 103, title: "Breathing circuit, adult, coaxial" },
        ],
        reason: "PHASED_OUT",
        customStatus: null,
      },
      {
        elementId: 12,
        productId: 104,
        title: "SpO2 sensor, neonatal",
        quantity: 3,
        changes: [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "SHIP_HOLD" }],
        alternatives: [],
        reason: null,
        customStatus: null,
      },
      {
        elementId: 13,
        productId: 105,
        title: "Water trap, reusable",
        quantity: 2,
        changes: [{ kind: "AVAILABILITY_CHANGED", before: "AVAILABLE", after: "CUSTOM_STATUS" }],
        alternatives: [{ id: 106, title: "Water trap, single use" }],
        reason: "NOT_AVAILABLE",
        customStatus: {
          status: "NOT_AVAILABLE",
          description: "Withdrawn for a field safety notice",
          link: "https://maker.example/field-safety",
        },
      },
    ],
  },
} satisfies Meta<typeof ListHealthPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Changes: Story = {};
export const ReadOnly: Story = { args: { canReplace: false } };
export const Replacing: Story = { args: { replacing: 11 } };

export const ReplaceAndFold: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      screen.getByRole("button", {
        name: "Replace Breathing circuit, adult, 1.8 m with Breathing circuit, adult, 2.0 m",
      }),
    );
    await expect(args.onReplace).toHaveBeenCalledWith(args.flagged[0], 102);
    await userEvent.click(screen.getByRole("button", { name: "Hide changes" }));
    await expect(screen.queryByRole("link", { name: "SpO2 sensor, neonatal" })).toBeNull();
  },
};
