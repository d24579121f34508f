import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { OfflinePinnedListsView } from "./offline-pinned-lists-view";

/**
 * Offline, "add to list" on a product page or card offers the pinned lists the app keeps (supplement 7, offline
 * sync); the add waits in the offline queue with the list's own offline adds and is sent when the connection
 * returns.
 *
 * **Do:** say which lists hold the product already, or wait for it.
 *
 * **Don't:** offer a list the app does not keep: it could not show the waiting row.
 */
const meta = {
  component: OfflinePinnedListsView,
  args: {
    productTitle: "SpO2 sensor, reusable",
    phase: "ready",
    lists: [
      { id: 1, title: "Ward 4 — monthly order", holds: "no" },
      { id: 2, title: "ICU ventilation, Q3 quote for the regional hospital group", holds: "waiting" },
      { id: 3, title: "Demo kit", holds: "yes" },
    ],
    onAdd: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OfflinePinnedListsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PinnedLists: Story = {};
/** No pinned list kept: the text says how to keep one. */
export const NoneKept: Story = { args: { lists: [] } };
export const Loading: Story = { args: { phase: "loading" } };
