import type { ProductCard } from "@catalogue/core/api";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleCards } from "../../lib/testing/example-cards";
import { answer, fakeApi, refusal, renderInShell } from "../../lib/testing/render-in-shell";
import { WAIT } from "../../ui/testing/wait-limit";
import { FavouritesPage } from "./favourites-page";

/** The favourites API with a list the calls change; `failing` makes every write answer that status. */
function favouritesApi(start: ProductCard[], failing: { status: number | null } = { status: null }) {
  let favourites = start;
  const api = fakeApi((method, path) => {
    if (method === "GET") return answer(200, favourites);
    if (failing.status) return refusal(failing.status, "INJECTED_FAULT", "Internal Server Error");
    const id = Number(path.split("/").pop());
    const card = start.find((c) => c.id === id) as ProductCard;
    favourites = method === "DELETE" ? favourites.filter((c) => c.id !== id) : [...favourites, card];
    return answer(200, { productId: id, isFavorite: method === "POST" });
  });
  return { ...api, favourites: () => favourites };
}

const cardOf = (title: string) =>
  screen.getAllByTestId("product-card").find((card) => card.textContent?.includes(title)) as HTMLElement;

describe("FavouritesPage", () => {
  const [first, second] = exampleCards(2) as [ProductCard, ProductCard];

  it("keeps a removed favourite on screen with an empty heart, and a second click marks it again", async () => {
    const api = favouritesApi([first, second]);
    renderInShell(<FavouritesPage />, { fetcher: api.fetcher });
    const remove = await screen.findByRole("button", { name: `Remove ${first.title} from favourites` });
    fireEvent.click(remove);
    const add = await within(cardOf(first.title)).findByRole("button", {
      name: `Add ${first.title} to favourites`,
    });
    expect(add.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getAllByTestId("product-card")).toHaveLength(2);
    await expect.poll(() => api.favourites().map((c) => c.id), WAIT).toEqual([second.id]);
    fireEvent.click(add);
    await within(cardOf(first.title)).findByRole("button", { name: `Remove ${first.title} from favourites` });
    await expect.poll(() => api.favourites().map((c) => c.id), WAIT).toEqual([second.id, first.id]);
  });

  it("sets the heart back and shows a toast when the call fails: the page stays", async () => {
    const api = favouritesApi([first, second], { status: 500 });
    const { router } = renderInShell(<FavouritesPage />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: `Remove ${first.title} from favourites` }));
    await screen.findByText("API error: 500 Internal Server Error");
    const heart = within(cardOf(first.title)).getByRole("button", {
      name: `Remove ${first.title} from favourites`,
    });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends the user to the 500 page when the favourites themselves cannot be loaded", async () => {
    const api = fakeApi(() => refusal(500, "INTERNAL_ERROR"));
    const { router } = renderInShell(<FavouritesPage />, { fetcher: api.fetcher });
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=500");
  });
});
