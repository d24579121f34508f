import type { ListElementsResponse } from "@catalogue/core/api";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, fakeApi, refusal, renderInShell } from "../../lib/testing/render-in-shell";
import { exampleCard } from "../catalogue";
import { ListDetailsPage } from "./list-details-page";
import { exampleElement, exampleList } from "./list-fixtures";

const first = exampleCard({ id: 11, title: "Mask M", partNumber: "MP-1" });
const second = exampleCard({ id: 12, title: "Hose H", partNumber: "MP-2" });

/** List 1 with two elements; the custom sort answers with `status` when set, else with the new order. */
function orderApi(status: number | null = null) {
  const elements: ListElementsResponse = {
    content: [exampleElement(1, first), exampleElement(2, second)],
    totalCount: 2,
    version: 3,
    sortingType: "CREATED_AT",
  };
  const bodies: unknown[] = [];
  const { fetcher: record } = fakeApi(() => answer(200, {}));
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    await record(url, init);
    const method = init.method ?? "GET";
    if (method === "GET" && url.includes("list-elements")) return answer(200, elements);
    if (method === "GET") return answer(200, exampleList({ id: 1, version: elements.version }));
    if (!url.endsWith("/sorting/custom-sort")) return answer(200, elements);
    bodies.push(JSON.parse(String(init.body)));
    if (status) return refusal(status, status === 428 ? "OPTIMISTIC_LOCK" : "X");
    return answer(200, { ...elements, sortingType: "CUSTOM", content: [...elements.content].reverse() });
  }) as typeof fetch;
  return { fetcher, bodies };
}

async function enterOrderMode(fetcher: typeof fetch) {
  renderInShell(<ListDetailsPage />, {
    fetcher,
    path: "/product-list/:productListId",
    at: "/product-list/1",
  });
  fireEvent.click(await screen.findByRole("button", { name: "Edit order" }));
  return screen.findByRole("button", { name: "Move Mask M, position 1 of 2" });
}

const orderTitles = () => screen.getAllByTestId("order-row").map((row) => row.textContent ?? "");

describe("list details: edit-order mode (core spec 4.7)", () => {
  it("saves the moved order with the list's version only after the confirmation", async () => {
    const api = orderApi();
    const handle = await enterOrderMode(api.fetcher);
    fireEvent.keyDown(handle, { key: "ArrowDown" });
    expect(orderTitles()[1]).toContain("Mask M");
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    await screen.findByRole("alertdialog", { name: "Save this order?" });
    expect(api.bodies).toEqual([]);
    fireEvent.click(screen.getAllByRole("button", { name: "Save order" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Custom order saved")).toBeTruthy();
    expect(api.bodies).toEqual([{ elementIds: [2, 1], version: 3 }]);
    await waitFor(() => expect(screen.queryAllByTestId("order-row")).toEqual([]));
  });

  it("keeps the new order and says so when the list changed elsewhere (428)", async () => {
    const api = orderApi(428);
    const handle = await enterOrderMode(api.fetcher);
    fireEvent.keyDown(handle, { key: "End" });
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    fireEvent.click((await screen.findAllByRole("button", { name: "Save order" })).at(-1) as HTMLElement);
    expect(await screen.findByText(/The list was changed elsewhere/)).toBeTruthy();
    expect(orderTitles()[1]).toContain("Mask M");
  });

  it("asks before discarding and then shows the saved order again", async () => {
    const api = orderApi();
    const handle = await enterOrderMode(api.fetcher);
    fireEvent.keyDown(handle, { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    await screen.findByRole("alertdialog", { name: "Discard the new order?" });
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    const rows = await screen.findAllByTestId("list-element");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Mask M"),
      expect.stringContaining("Hose H"),
    ]);
    expect(api.bodies).toEqual([]);
  });

  it("ends select mode and its ticks when edit-order mode starts", async () => {
    const api = orderApi();
    renderInShell(<ListDetailsPage />, {
      fetcher: api.fetcher,
      path: "/product-list/:productListId",
      at: "/product-list/1",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Select products" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Mask M" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit order" }));
    fireEvent.click(await screen.findByRole("button", { name: "Done" }));
    await screen.findByRole("button", { name: "Select products" });
    expect(screen.queryByRole("checkbox", { name: "Select Mask M" })).toBeNull();
  });
});
