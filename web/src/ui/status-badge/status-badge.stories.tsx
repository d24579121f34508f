import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "./status-badge";

const meta = {
  component: StatusBadge,
  args: { colour: "green", code: "AV", label: "Available" },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const Warning: Story = { args: { colour: "yellow", code: "PO", label: "Phase-out announced" } };
export const NotAvailable: Story = { args: { colour: "red", code: "NA", label: "Not available" } };
export const NotDefined: Story = { args: { colour: "grey", code: "ND", label: "Not defined" } };
export const LongGermanText: Story = {
  args: { colour: "yellow", code: "PO", label: "Auslauf angekündigt, Nachfolgeprodukt verfügbar" },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};
