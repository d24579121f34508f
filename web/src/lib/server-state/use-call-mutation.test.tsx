import type { ProductCard } from "@catalogue/core/api";
import { favouriteCalls } from "@catalogue/core/api/catalogue/calls/favourites.calls";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { exampleCards } from "../testing/example-cards";
import { answer, fakeApi, refusal, renderInShell } from "../testing/render-in-shell";
import { optimistic } from "./optimistic";
import { useCallMutation } from "./use-call-mutation";
import { useCallQuery } from "./use-call-query";

const cards = exampleCards(2);
const [first, second] = cards as [ProductCard, ProductCard];

/** A list of favourite titles with a button that unmarks the first; the list changes before the server answers. */
function Favourites({ keepsOffline = false }: { keepsOffline?: boolean }) {
  const list = useCallQuery(favouriteCalls.list, {});
  const [failure, setFailure] = useState<string>();
  const unmark = useCallMutation(favouriteCalls.unmark, {
    input: (card: ProductCard) => ({ params: { id: card.id } }),
    invalidates: [favouriteCalls.list],
    keepsOffline,
    optimistic: [
      optimistic(favouriteCalls.list, {}, (current, card: ProductCard) =>
        current.filter((c) => c.id !== card.id),
      ),
    ],
  });
  if (!list.data) return <p>loading</p>;
  return (
    <>
      <ul aria-label="favourites">
        {list.data.map((card) => (
          <li key={card.id}>{card.title}</li>
        ))}
      </ul>
      <button type="button" onClick={() => unmark.mutate(first, { onError: (f) => setFailure(f._tag) })}>
        unmark
      </button>
      {failure && <p>caller saw {failure}</p>}
    </>
  );
}

/** An API whose unmark answers only when the test says so, with the answer the test gives. */
function slowUnmark(unmarkAnswer: () => Response) {
  let favourites = cards;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi(async (method) => {
    if (method === "GET") return answer(200, favourites);
    await released;
    const response = unmarkAnswer();
    if (response.ok) favourites = [second];
    return response;
  });
  return { ...api, release };
}

const titles = () =>
  Array.from(
    screen.getByRole("list", { name: "favourites" }).querySelectorAll("li"),
    (item) => item.textContent,
  );

describe("useCallMutation", () => {
  it("changes the cached answer at once, then refetches what it invalidates", async () => {
    const api = slowUnmark(() => answer(200, { productId: first.id, isFavorite: false }));
    renderInShell(<Favourites />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: "unmark" }));
    await waitFor(() => expect(titles()).toEqual([second.title]));
    expect(api.requests).toEqual(["GET /favorite-products/list", `DELETE /favorite-products/${first.id}`]);
    api.release();
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]).toBe("GET /favorite-products/list");
    expect(titles()).toEqual([second.title]);
  });

  it("sets the answer back when the call fails, and a server fault is a toast: the page stays", async () => {
    const api = slowUnmark(() => refusal(500, "INJECTED_FAULT", "Internal Server Error"));
    const { router } = renderInShell(<Favourites />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: "unmark" }));
    await waitFor(() => expect(titles()).toEqual([second.title]));
    api.release();
    await screen.findByText("API error: 500 Internal Server Error");
    expect(titles()).toEqual([first.title, second.title]);
    expect(router.state.location.pathname).toBe("/");
  });

  it("never retries a 4xx of a write either", async () => {
    const api = slowUnmark(() => refusal(409, "SOMETHING_NEW", "Conflict"));
    renderInShell(<Favourites />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: "unmark" }));
    api.release();
    await screen.findByText("API error: 409 Conflict");
    expect(api.requests.filter((request) => request.startsWith("DELETE"))).toHaveLength(1);
  });

  it("leaves a write that got no answer to a caller that keeps changes offline: no error page, the caller is told", async () => {
    const api = fakeApi(async (method) => {
      if (method === "GET") return answer(200, cards);
      throw new TypeError("Failed to fetch");
    });
    const { router } = renderInShell(<Favourites keepsOffline />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: "unmark" }));
    await screen.findByText("caller saw Offline");
    expect(titles()).toEqual([first.title, second.title]);
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends the user to the no-internet page when a write gets no answer and its caller keeps nothing", async () => {
    const api = fakeApi(async (method) => {
      if (method === "GET") return answer(200, cards);
      throw new TypeError("Failed to fetch");
    });
    const { router } = renderInShell(<Favourites />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole("button", { name: "unmark" }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/"));
  });
});
