import { INFINITE_SCROLL_PAGE_SIZE } from "@catalogue/core/constants";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  installFakeIntersectionObserver,
  observed,
  resetObserved,
  scrollToEnd,
} from "../testing/fake-intersection-observer";
import { renderUi } from "../testing/render-ui";
import { InfiniteScroll } from "./infinite-scroll";

const page = (from: number, size: number) => Array.from({ length: size }, (_, i) => `Product ${from + i}`);

function renderList(loadPage: (page: number, size: number) => Promise<string[]>) {
  renderUi(
    <InfiniteScroll
      loadPage={loadPage}
      renderItem={(item) => item}
      getKey={(item) => item}
      label="Products"
    />,
  );
}

describe("InfiniteScroll", () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetObserved();
  });

  it("loads pages of 10 as the end comes into view", async () => {
    const loadPage = vi.fn((n: number, size: number) => Promise.resolve(page(n * size, size)));
    renderList(loadPage);
    await scrollToEnd();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(INFINITE_SCROLL_PAGE_SIZE));
    await scrollToEnd();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2 * INFINITE_SCROLL_PAGE_SIZE));
    expect(loadPage.mock.calls).toEqual([
      [0, 10],
      [1, 10],
    ]);
  });

  it("retries a failed page twice, then shows a retry button that loads it", async () => {
    const loadPage = vi
      .fn<(n: number, size: number) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error("500"))
      .mockRejectedValueOnce(new Error("500"))
      .mockRejectedValueOnce(new Error("500"))
      .mockResolvedValue(["Product 0"]);
    renderList(loadPage);
    await scrollToEnd();
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(loadPage).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("alert").textContent).toBe("The next page could not be loaded.");
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("stops asking once a short page says the end is reached", async () => {
    const loadPage = vi.fn(() => Promise.resolve(["only one"]));
    renderList(loadPage);
    await scrollToEnd();
    await screen.findByText("You have reached the end of the list.");
    expect(observed).toHaveLength(0);
  });
  it("starts from an earlier snapshot and reports each page it adds", async () => {
    const loadPage = vi.fn((n: number, size: number) => Promise.resolve(page(n * size, size)));
    const onSnapshot = vi.fn();
    renderUi(
      <InfiniteScroll
        loadPage={loadPage}
        renderItem={(item) => item}
        getKey={(item) => item}
        label="Products"
        initial={{ items: page(0, 20), nextPage: 2, done: false }}
        onSnapshot={onSnapshot}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    await scrollToEnd();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(30));
    expect(loadPage.mock.calls).toEqual([[2, 10]]);
    expect(onSnapshot).toHaveBeenLastCalledWith({ items: page(0, 30), nextPage: 3, done: false });
  });
});
