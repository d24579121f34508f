import {
  type DerivedProductStatus,
  ProductStatus,
  severityColour,
  statusLabelKey,
  statusSeverity,
  statusShortcut,
} from "@catalogue/core/status";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "./status-badge";

const customStatus = { status: "WARNING", description: "Delivery delays", link: null } as const;

/** Core's presentation of one status, as `deriveProductStatus` would give it when that status wins. */
function presented(status: ProductStatus): DerivedProductStatus {
  const custom = status === "CUSTOM_STATUS" ? customStatus : null;
  const severity = statusSeverity(status, custom);
  return {
    status,
    applicable: [status],
    severity,
    colour: severityColour(severity),
    shortcut: statusShortcut(status, custom),
    labelKey: statusLabelKey(status),
    customStatus: custom,
  };
}

/**
 * A product's status: colour, code and label from core's status rules.
 *
 * **Do:** render what core's deriveProductStatus gives.
 *
 * **Don't:** derive a status in the component.
 */
const meta = {
  component: StatusBadge,
  args: { status: presented("AVAILABLE") },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};

/** Every status of core's ProductStatus list, in the specification's priority order. */
export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: "grid", gap: 8, listStyle: "none", margin: 0, padding: 0 }}>
      {ProductStatus.options.map((status) => (
        <li key={status}>
          <StatusBadge status={presented(status)} />
        </li>
      ))}
    </ul>
  ),
};

/** Wide languages must wrap, not overflow: the longest German label in a narrow column. */
export const LongGermanText: Story = {
  args: { status: presented("CONTACT_MANUFACTURER") },
  globals: { locale: "de" },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};
