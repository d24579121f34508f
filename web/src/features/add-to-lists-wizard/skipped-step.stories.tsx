import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkippedStep } from "./skipped-step";

/**
 * The skipped products per list, with the reason.
 *
 * **Do:** name the list and the reason for each group.
 *
 * **Don't:** show product ids: show titles.
 */
const meta = {
  component: SkippedStep,
  args: {
    skipped: [{ listTitle: "Ward B", reason: "DUPLICATE", productTitles: ["Breathing circuit, adult"] }],
  },
} satisfies Meta<typeof SkippedStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product that was already on a list. */
export const Duplicate: Story = {};
/** Both reasons: already there, and a list in another currency (reported by the server). */
export const BothReasons: Story = {
  args: {
    skipped: [
      { listTitle: "Ward B", reason: "DUPLICATE", productTitles: ["Breathing circuit, adult"] },
      {
        listTitle: "US clinic",
        reason: "CURRENCY_MISMATCH",
        productTitles: ["Breathing circuit, adult", "Infusion pump Alpha"],
      },
    ],
  },
};
