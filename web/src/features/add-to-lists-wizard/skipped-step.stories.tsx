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
    skipped: [
      {
        listTitle: "Ward B",
        reason: "DUPLICATE",
        products: [{ title: "Breathing circuit, adult", partNumber: "8401869" }],
      },
    ],
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
      {
        listTitle: "Ward B",
        reason: "DUPLICATE",
        products: [{ title: "Breathing circuit, adult", partNumber: "8401869" }],
      },
      {
        listTitle: "US clinic",
        reason: "CURRENCY_MISMATCH",
        products: [
          { title: "Breathing circuit, adult", partNumber: "8401869" },
          { title: "Infusion pump Alpha", partNumber: "8713030" },
        ],
      },
    ],
  },
};
