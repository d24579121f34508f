import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { exampleCard } from "../../catalogue";
import { OfflineAddView } from "./offline-add-view";

const kept = [
  exampleCard({ id: 11, title: "Breathing circuit, coaxial, adult", partNumber: "MP00014" }),
  exampleCard({ id: 12, title: "SpO2 sensor, reusable", partNumber: "MP01207" }),
  exampleCard({ id: 13, title: "Flow sensor, neonatal", partNumber: "8410185" }),
];

/**
 * Offline, the products a list can take: those the app keeps from search results, product pages and lists seen
 * online (supplement 7, offline sync). The field narrows them with the rule of the list's own search.
 *
 * **Do:** say why a product is missing: it was not seen online.
 *
 * **Don't:** offer a product whose card the app does not hold; it could not be shown on the list.
 */
const meta = {
  component: OfflineAddView,
  args: { phase: "ready", products: kept, search: "", onSearch: fn(), onAdd: fn(), onClose: fn() },
} satisfies Meta<typeof OfflineAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeptProducts: Story = {};
export const Narrowed: Story = { args: { search: "sensor" } };
export const NoMatch: Story = { args: { search: "catheter" } };
/** Nothing seen online yet: the text says how to keep products for offline use. */
export const NoneKept: Story = { args: { products: [] } };
export const Loading: Story = { args: { phase: "loading" } };
