import type { ProductCard } from "@catalogue/core/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleCard, exampleCards, exampleFilters, exampleViewer } from "../catalogue";
import { SearchResultsView } from "./search-results-view";

const noop = () => undefined;
const pages =
  (make: (from: number, size: number) => ProductCard[]) =>
  (page: number, size: number): Promise<ProductCard[]> =>
    Promise.resolve(page < 3 ? make(page * size, size) : []);

/**
 * The search results grid with its states: results, loading, nothing found, a page failing.
 *
 * **Do:** keep the user's scroll position when they come back.
 *
 * **Don't:** show an empty result for a failed page.
 */
const meta = {
  component: SearchResultsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    state: { search: "circuit", filter: { careArea: ["ICU"], flags: ["RFID"] }, sort: "DEFAULT_SORTING" },
    listKey: "circuit",
    filters: exampleFilters,
    results: { kind: "some", total: 30 },
    cardSize: "default",
    viewer: exampleViewer,
    loadPage: pages((from, size) => exampleCards(size, from)),
    onSearch: noop,
    onSort: noop,
    onCardSize: noop,
    onFilter: noop,
    onToggleFilter: noop,
    onToggleFavourite: noop,
    onOpen: noop,
  },
} satisfies Meta<typeof SearchResultsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced roles: cards with the CRP. */
export const Results: Story = {};
/** Basic roles and partners: the same cards without prices. */
export const ResultsWithoutPrices: Story = {
  args: {
    loadPage: pages((from, size) => exampleCards(size, from).map((c) => ({ ...c, pricing: undefined }))),
  },
};
export const SmallCards: Story = { args: { cardSize: "small" } };
export const LargeCards: Story = { args: { cardSize: "large" } };
export const Loading: Story = {
  args: { filters: null, results: { kind: "loading" }, loadPage: () => new Promise(() => undefined) },
};
export const NoProductsFound: Story = {
  args: { results: { kind: "none" }, state: { search: "zzqq", filter: {}, sort: "DEFAULT_SORTING" } },
};
/** A page that fails three times (2 retries) offers the retry button. */
export const PageFails: Story = { args: { loadPage: () => Promise.reject(new Error("500")) } };
export const OneCard: Story = {
  args: { results: { kind: "some", total: 1 }, loadPage: pages(() => [exampleCard()]) },
};
