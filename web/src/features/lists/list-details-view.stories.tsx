import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleCards, exampleViewer } from "../catalogue";
import { ListDetailsView } from "./list-details-view";
import { exampleElement, exampleList, withCorridor } from "./list-fixtures";

const elements = exampleCards(3).map((card, index) => exampleElement(index + 1, withCorridor(card)));
// The second product's corridor ends below its CRP net price of 120: the row and the totals flag it.
const flagged = elements.map((element, index) =>
  index === 1
    ? { ...element, product: withCorridor(element.product, { lowerLimit: 90, upperLimit: 110 }) }
    : element,
);

/**
 * A list's products, its own, shared read-only, empty, loading and failed states.
 *
 * **Do:** make a read-only list look read-only (no edit actions).
 *
 * **Don't:** show prices the role does not allow.
 */
const meta = {
  component: ListDetailsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    state: { kind: "ready", list: exampleList(), elements },
    viewer: exampleViewer,
    showPrices: true,
    onEdit: () => undefined,
    onTogglePin: () => undefined,
    onQuantity: () => undefined,
    onCrp: () => undefined,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof ListDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalList: Story = {};
export const WithoutPrices: Story = { args: { showPrices: false } };
export const OutsideCorridor: Story = {
  args: { state: { kind: "ready", list: exampleList(), elements: flagged } },
};
export const KeyUserTyping: Story = {
  args: {
    viewer: { ...exampleViewer, role: "KEY_USER" },
    state: { kind: "ready", list: exampleList(), elements },
    // A CRP of 150 typed into the first row and not committed yet: already outside its corridor (100 to 130).
    typedPrices: { 1: 150 },
  },
};
export const SharedReadOnly: Story = {
  args: {
    state: {
      kind: "ready",
      list: exampleList({
        type: "privateShare",
        ownerName: "Karl Keyuser",
        note: "Please check the quantities before Friday's tender.",
      }),
      elements,
    },
  },
};
export const Empty: Story = {
  args: { state: { kind: "ready", list: exampleList({ numberOfProducts: 0 }), elements: [] } },
};
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const Failed: Story = { args: { state: { kind: "failed" } } };
