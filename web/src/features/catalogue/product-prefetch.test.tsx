import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, fakeApi, renderInShell } from "../../lib/testing/render-in-shell";
import { exampleCard, exampleDetails, exampleViewer } from "./catalogue-fixtures";
import { ProductCardView } from "./product-card";
import { ProductPrefetchProvider } from "./product-prefetch-provider";

const card = exampleCard({ title: "Dialog iQ", subtitle: "Haemodialysis" });

function renderCard() {
  const api = fakeApi(() => answer(200, exampleDetails(false)));
  renderInShell(
    <ProductPrefetchProvider>
      <ProductCardView card={card} viewer={exampleViewer} onToggleFavourite={() => undefined} />
    </ProductPrefetchProvider>,
    { fetcher: api.fetcher },
  );
  return api;
}

const detailsCall = "GET /products/details-by-title?title=Dialog+iQ&subtitle=Haemodialysis";
// The first prefetch of a run loads the typed client's module first, which takes over a second on a busy machine.
const firstCall = { timeout: 5000 };

describe("product card prefetch", () => {
  it("fetches the page the card opens when the pointer rests on it, once while the answer is fresh", async () => {
    const api = renderCard();
    const link = await screen.findByRole("link", { name: /Dialog iQ/ });
    expect(api.requests).toEqual([]);
    fireEvent.mouseEnter(link);
    await waitFor(() => expect(api.requests).toEqual([detailsCall]), firstCall);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await waitFor(() => expect(api.requests).toEqual([detailsCall]));
  });

  it("fetches it when the card's link gets focus", async () => {
    const api = renderCard();
    fireEvent.focus(await screen.findByRole("link", { name: /Dialog iQ/ }));
    await waitFor(() => expect(api.requests).toEqual([detailsCall]), firstCall);
  });
});
