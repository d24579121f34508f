import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router-dom";
import { exampleCards, exampleViewer } from "../catalogue";
import { FavouritesView } from "./favourites-view";

/**
 * The favourites screen: the user's starred products, with loading, empty and failed states.
 *
 * **Do:** show the empty state with a way to find products.
 *
 * **Don't:** hide a failed load behind an empty list.
 */
const meta = {
  component: FavouritesView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    state: { kind: "ready", cards: exampleCards(4).map((card) => ({ ...card, isFavorite: true })) },
    viewer: exampleViewer,
    onToggleFavourite: () => undefined,
  },
} satisfies Meta<typeof FavouritesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = {};
export const WithoutPrices: Story = {
  args: {
    state: {
      kind: "ready",
      cards: exampleCards(2).map((card) => ({ ...card, isFavorite: true, pricing: undefined })),
    },
  },
};
export const Empty: Story = { args: { state: { kind: "ready", cards: [] } } };
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const Failed: Story = { args: { state: { kind: "failed" } } };
