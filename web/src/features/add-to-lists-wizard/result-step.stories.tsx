import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResultStep } from "./result-step";

/**
 * The wizard's result: how many products each list took.
 *
 * **Do:** say when products were skipped, and offer to show them.
 *
 * **Don't:** report success for a list that took nothing.
 */
const meta = {
  component: ResultStep,
  args: {
    outcomes: [
      { listTitle: "My list", added: 3 },
      { listTitle: "Ward B", added: 2 },
    ],
    skippedCount: 1,
  },
} satisfies Meta<typeof ResultStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One product was already on a list. */
export const SomeSkipped: Story = {};
/** Every product arrived everywhere. */
export const NoneSkipped: Story = {
  args: { outcomes: [{ listTitle: "My list", added: 3 }], skippedCount: 0 },
};
