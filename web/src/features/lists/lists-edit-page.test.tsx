import type { ProductList } from "@catalogue/core/model";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, fakeApi, renderInShell } from "../../lib/testing/render-in-shell";
import { exampleList } from "./list-fixtures";
import { ListsEditPage } from "./lists-edit-page";

/** The personal lists; DELETE removes the ids it is sent (the body is read from the request). */
function listsApi(start: ProductList[]) {
  let lists = start;
  const deleted: number[][] = [];
  const { fetcher: record, requests } = fakeApi(() => answer(200, lists));
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    await record(url, init);
    if (init.method === "DELETE") {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      deleted.push(ids);
      lists = lists.filter((l) => !ids.includes(l.id));
      return answer(200, { removed: ids, kept: [] });
    }
    return answer(200, lists);
  }) as typeof fetch;
  return { fetcher, requests, deleted };
}

describe("ListsEditPage", () => {
  const home = exampleList({ id: 1, title: "My list", defaultList: true });
  const a = exampleList({ id: 2, title: "Clinic A" });
  const b = exampleList({ id: 3, title: "Clinic B" });

  it("offers no checkbox for the default list", async () => {
    renderInShell(<ListsEditPage />, { fetcher: listsApi([home, a]).fetcher });
    await screen.findByText("Clinic A");
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
    expect(screen.getByText("The default list cannot be deleted.")).toBeTruthy();
  });

  it("deletes the selected lists only after the confirmation", async () => {
    const api = listsApi([home, a, b]);
    renderInShell(<ListsEditPage />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByLabelText("Clinic A"));
    fireEvent.click(screen.getByLabelText("Clinic B"));
    expect(screen.getByText("2 lists selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete lists?" });
    expect(api.deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText("2 lists deleted.");
    expect(api.deleted).toEqual([[2, 3]]);
    await waitFor(() => expect((() => screen.queryByText("Clinic A"))()).toBeNull());
    expect(screen.getByText("My list")).toBeTruthy();
  });

  it("keeps everything when the confirmation is cancelled", async () => {
    const api = listsApi([home, a]);
    renderInShell(<ListsEditPage />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByLabelText("Clinic A"));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.deleted).toEqual([]);
  });
});
