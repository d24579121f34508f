import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SyncSummaryDialog } from "./sync-summary-dialog";

/**
 * What became of the changes made offline once they were sent (supplement 7): how many were saved, and each one
 * that was not, with the value the list keeps.
 *
 * **Do:** name the product and both values of a conflict, so the user can set theirs again.
 *
 * **Don't:** close it by itself: the user must have seen what was not saved.
 */
const meta = {
  component: SyncSummaryDialog,
  args: { open: true, applied: 3, lines: [], onClose: fn() },
} satisfies Meta<typeof SyncSummaryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSaved: Story = {};
export const WithConflicts: Story = {
  args: {
    applied: 2,
    lines: [
      {
        changeId: "a",
        product: "Breathing circuit, adult",
        kind: "quantity",
        outcome: "CONFLICT",
        mine: "5",
        server: "8",
      },
      {
        changeId: "b",
        product: "Oxygen therapy set",
        kind: "crp",
        outcome: "CONFLICT",
        mine: "12.5",
        server: "11",
      },
      {
        changeId: "c",
        product: "Flow sensor",
        kind: "quantity",
        outcome: "ELEMENT_GONE",
        mine: "2",
        server: "",
      },
    ],
  },
};
/** Products added offline: the one the list took, and the one added on the list meanwhile (core spec 4.7). */
export const AddedOffline: Story = {
  args: {
    applied: 1,
    added: [{ changeId: "d", product: "SpO2 sensor, reusable" }],
    lines: [
      {
        changeId: "e",
        product: "Flow sensor, neonatal",
        kind: "add",
        outcome: "DUPLICATE",
        mine: "1",
        server: "4",
      },
    ],
  },
};
