import { exampleCards, exampleViewer } from "@catalogue/web/features/catalogue/index.ts";
import { DraftDetailsView } from "@catalogue/web/features/drafts/draft-details-view.tsx";
import { exampleDraft, exampleDraftElement } from "@catalogue/web/features/drafts/draft-fixtures.ts";
import { ListDetailsView } from "@catalogue/web/features/lists/list-details-view.tsx";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";

const draft = exampleDraft();
const noop = () => undefined;

// The draft screen in each state of core's draft machine it shows (core spec 4.7), with the list details view the
// list details screen hands it.
/**
 * The list details screen while a shared list's draft is edited: each state of the draft machine (editing,
 * publishing, a conflict, deleting).
 *
 * **Do:** show the draft's state in words as well as in colour.
 *
 * **Don't:** let the user leave a conflict without a choice.
 */
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
    DetailsView: ListDetailsView,
    draft,
    elements: exampleCards(2).map((card, index) => exampleDraftElement(index + 1, card)),
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
