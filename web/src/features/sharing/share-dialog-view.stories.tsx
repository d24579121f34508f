import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareDialogView } from "./share-dialog-view";
import { EMPTY_SHARE_FORM } from "./share-form-values";

const anna = { id: 3, name: "Anna", surname: "Advancedplus", email: "advanced.plus@catalogue.example" };
const arne = { id: 4, name: "Arne", surname: "Advanced", email: "advanced@catalogue.example" };
const noop = () => undefined;

/**
 * Shares a list with countries, subregions or colleagues.
 *
 * **Do:** say who will see the list before sharing.
 *
 * **Don't:** let a partner share with staff-only groups.
 */
const meta = {
  component: ShareDialogView,
  args: {
    listTitle: "Ward 3 ventilation",
    kinds: ["countries", "colleagues", "partners"],
    kind: "countries",
    onKind: noop,
    values: EMPTY_SHARE_FORM,
    onChange: noop,
    errors: {},
    countries: [{ id: 49, name: "Germany" }],
    subregions: [{ id: 5, name: "DACH", countries: [{ id: 49, name: "Germany" }] }],
    search: { text: "", hints: undefined, loading: false },
    onSearch: noop,
    onNoteBlur: noop,
    onSubmit: noop,
    onClose: noop,
  },
} satisfies Meta<typeof ShareDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyUserOnOpen: Story = {};
export const NothingChosen: Story = {
  args: { errors: { note: "validation.required", targets: "validation.share.countryRequired" } },
};
export const SubregionWithoutCountry: Story = {
  args: {
    values: { ...EMPTY_SHARE_FORM, note: "For Q3", subregions: [{ subregionId: 5, countryIds: [] }] },
    errors: { targets: "validation.share.subregionWithoutCountry" },
  },
};
export const StaffWithColleagues: Story = {
  args: {
    kinds: ["colleagues", "partners"],
    kind: "colleagues",
    values: { ...EMPTY_SHARE_FORM, note: "See the quantities", colleagues: [anna] },
    search: { text: "Arn", hints: [anna, arne], loading: false },
  },
};
export const NoPartnerFound: Story = {
  args: { kind: "partners", search: { text: "Zzz", hints: [], loading: false } },
};
export const Sharing: Story = { args: { busy: true } };
