import { favouriteCalls } from "@catalogue/core/api/catalogue/calls/favourites.calls";
import { systemCalls } from "@catalogue/core/api/catalogue/calls/system.calls";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { exampleCards } from "../testing/example-cards";
import { answer, fakeApi, refusal, renderInShell } from "../testing/render-in-shell";
import { type CallQueryOptions, useCallQuery } from "./use-call-query";

function FavouriteCount({ options }: { options?: CallQueryOptions }) {
  const favourites = useCallQuery(favouriteCalls.list, {}, options);
  if (favourites.isError) return <p>failed</p>;
  return <p>{favourites.isSuccess ? `${favourites.data.length} favourites` : "loading"}</p>;
}

describe("useCallQuery", () => {
  it("asks once for what several components show, and gives them the parsed answer", async () => {
    const api = fakeApi(() => answer(200, exampleCards(3)));
    renderInShell(
      <>
        <FavouriteCount />
        <FavouriteCount />
      </>,
      { fetcher: api.fetcher },
    );
    expect(await screen.findAllByText("3 favourites")).toHaveLength(2);
    expect(api.requests).toEqual(["GET /favorite-products/list"]);
  });

  it.each([
    [
      403,
      "INSUFFICIENT_PERMISSIONS",
      "You need the Key user role in every country this list is shared with.",
    ],
    [409, "SOMETHING_NEW", "API error: 409 Conflict"],
    [460, "VALIDATION_FAILED", "Some fields need your attention. Please check the form."],
  ])("never retries a %i: one request, then core's policy shows its toast", async (status, key, toast) => {
    const api = fakeApi(() => refusal(status, key, status === 409 ? "Conflict" : ""));
    renderInShell(<FavouriteCount />, { fetcher: api.fetcher });
    await screen.findByText(toast);
    expect(screen.getByText("failed")).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });

  it("sends a 404 to its errors page, after one request", async () => {
    const api = fakeApi(() => refusal(404, "NOT_FOUND"));
    const { router } = renderInShell(<FavouriteCount />, { fetcher: api.fetcher });
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=404");
    expect(api.requests).toHaveLength(1);
  });

  it("lets the client retry a read after a 5xx, and toasts the last one with its status text", async () => {
    const api = fakeApi(() => refusal(503, null, "Service Unavailable"));
    renderInShell(<FavouriteCount />, { fetcher: api.fetcher });
    await screen.findByText("API error: 503 Service Unavailable");
    expect(api.requests).toHaveLength(3);
  });

  it("reports a failure once, however many components watch the query", async () => {
    const api = fakeApi(() => refusal(409, "SOMETHING_NEW", "Conflict"));
    renderInShell(
      <>
        <FavouriteCount />
        <FavouriteCount />
      </>,
      { fetcher: api.fetcher },
    );
    await waitFor(() => expect(screen.getAllByText("failed")).toHaveLength(2));
    expect(await screen.findAllByText("API error: 409 Conflict")).toHaveLength(1);
  });

  it("replaces the screen with the 500 page when the screen needs the call", async () => {
    const api = fakeApi(() => refusal(500, "INTERNAL_ERROR", "Internal Server Error"));
    const { router } = renderInShell(<FavouriteCount />, { fetcher: api.fetcher });
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=500");
  });

  it("keeps the screen and shows a toast for a 500 of a call the screen can do without", async () => {
    const api = fakeApi(() => refusal(500, "INTERNAL_ERROR", "Internal Server Error"));
    const { router } = renderInShell(<FavouriteCount options={{ keepsScreen: true }} />, {
      fetcher: api.fetcher,
    });
    await screen.findByText("API error: 500 Internal Server Error");
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens the no-internet page when no answer comes", async () => {
    const api = fakeApi(() => Promise.reject(new TypeError("Failed to fetch")));
    const { router } = renderInShell(<FavouriteCount />, { fetcher: api.fetcher });
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=no-internet");
  });

  it("leaves out a read the screen can do without when no answer comes, and keeps the screen", async () => {
    function SideReadThenVersion() {
      const side = useCallQuery(favouriteCalls.list, {}, { keepsScreen: true });
      return side.isError ? <Version /> : <p>loading</p>;
    }
    // Asked only once the side read has failed: its toast comes after the side read's reaction, so the
    // location checked below is the one that reaction left.
    function Version() {
      useCallQuery(systemCalls.health, {});
      return <p>side read left out</p>;
    }
    const api = fakeApi((_method, path) =>
      path.startsWith("/favorite-products")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : refusal(409, "SOMETHING_NEW", "Conflict"),
    );
    const { router } = renderInShell(<SideReadThenVersion />, { fetcher: api.fetcher });
    await screen.findByText("API error: 409 Conflict");
    expect(screen.getByText("side read left out")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("waits while it is not enabled", async () => {
    function Version({ enabled }: { enabled: boolean }) {
      const health = useCallQuery(systemCalls.health, {}, { enabled });
      return <p>{health.data?.version ?? "no version"}</p>;
    }
    const api = fakeApi(() => answer(200, { status: "ok", version: "1.4.0" }));
    renderInShell(<Version enabled={false} />, { fetcher: api.fetcher });
    expect(await screen.findByText("no version")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
