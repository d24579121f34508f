import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleCards, exampleViewer } from "../catalogue";
import { exampleElement, exampleList } from "../lists";
import { DraftDetailsView } from "./draft-details-view";

const draft = exampleList({
  type: "draft",
  draft: true,
  title: "Ventilation, Germany (curated)",
  note: "Prices for the 2027 tender",
  ownerName: "Karl Keyuser",
  sharedCountryIds: [49],
  sharedSubregionIds: [5],
});
const noop = () => undefined;

// One story per state of core's draft machine that the draft screen shows (core spec 4.7).
const meta = {
  component: DraftDetailsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    draft,
    elements: exampleCards(2).map((card, index) => exampleElement(index + 1, card)),
    viewer: exampleViewer,
    showPrices: true,
    state: "editing",
    targets: [
      { kind: "country", id: 49, name: "Germany" },
      { kind: "subregion", id: 5, name: "DACH" },
    ],
    confirmingDelete: false,
    onQuantity: noop,
    onCrp: noop,
    onRemove: noop,
    onDropTarget: noop,
    onPublish: noop,
    onDelete: noop,
    onConfirmDelete: noop,
    onCancelDelete: noop,
    onUpdate: noop,
    onCancelConflict: noop,
  },
} satisfies Meta<typeof DraftDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Touching: Story = { args: { busy: true } };
export const AddingRefused: Story = { args: { errorKey: "DRAFT_COUNTRIES_CANNOT_BE_ADDED" } };
export const Publishing: Story = { args: { state: "publishing" } };
export const Conflict: Story = { args: { state: "conflict" } };
export const Updating: Story = { args: { state: "updating" } };
export const ConfirmingDelete: Story = { args: { confirmingDelete: true } };
export const Deleting: Story = { args: { state: "deleting" } };
