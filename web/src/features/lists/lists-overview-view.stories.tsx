import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleViewer } from "../catalogue";
import { exampleList } from "./list-fixtures";
import { ListsOverviewView } from "./lists-overview-view";

const lists = [
  exampleList({
    id: 1,
    title: "My list",
    defaultList: true,
    numberOfProducts: 0,
    totalAmount: 0,
    description: null,
  }),
  exampleList({ id: 2, title: "Ward 3 ventilation", pinned: true }),
  exampleList({ id: 3, title: "Neonatal unit tender 2027", unread: true, numberOfProducts: 48 }),
];

/**
 * The user's lists and drafts, with empty, loading and failed states.
 *
 * **Do:** separate own lists from shared ones.
 *
 * **Don't:** show an empty state when loading failed.
 */
const meta = {
  component: ListsOverviewView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    tab: "mine",
    sort: "LAST_MODIFIED",
    lists: { kind: "ready", lists },
    viewer: exampleViewer,
    showPrices: true,
    favourites: null,
    editHref: "/product-lists/edit",
    onTabChange: () => undefined,
    onSortChange: () => undefined,
    onCreate: () => undefined,
    onTogglePin: () => undefined,
  },
} satisfies Meta<typeof ListsOverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyLists: Story = {};
export const WithoutPrices: Story = { args: { showPrices: false } };
export const Empty: Story = { args: { lists: { kind: "ready", lists: [] } } };
export const EmptyDrafts: Story = { args: { tab: "drafts", lists: { kind: "ready", lists: [] } } };
export const Loading: Story = { args: { lists: { kind: "loading" } } };
export const Failed: Story = { args: { lists: { kind: "failed" } } };
