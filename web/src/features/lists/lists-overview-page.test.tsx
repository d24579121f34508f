import type { ProductList } from "@catalogue/core/model";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, fakeApi, renderInShell } from "../../lib/testing/render-in-shell";
import { exampleList } from "./list-fixtures";
import { ListsOverviewPage } from "./lists-overview-page";

const PRICED = { role: "ADVANCED_USER", countryId: 49, showPrices: true, currencyShortcut: "EUR" };

/** The personal-lists API: reads, create (a taken title answers 460), pin and unpin. */
function listsApi(start: ProductList[]) {
  let lists = start;
  let pinWrites = 0;
  let release: () => void = () => {};
  const pinGate = { held: false };
  const api = fakeApi(async (method, path) => {
    if (method === "GET" && path.startsWith("/product-lists/list")) return answer(200, lists);
    if (method === "GET" && path === "/pinned-lists/list")
      return answer(
        200,
        lists.filter((l) => l.pinned),
      );
    const pin = path.match(/^\/product-lists\/list\/(\d+)\/(pin|unpin)$/);
    if (method === "PUT" && pin) {
      pinWrites += 1;
      if (pinGate.held) await new Promise<void>((resolve) => (release = resolve));
      const id = Number(pin[1]);
      lists = lists.map((l) => (l.id === id ? { ...l, pinned: pin[2] === "pin" } : l));
      return answer(
        200,
        lists.find((l) => l.id === id),
      );
    }
    if (method === "POST" && path === "/product-lists/list") {
      if (lists.some((l) => l.title === "Taken")) {
        return answer(460, {
          status: 460,
          resultKey: "INVALID_UNIQUE_VALUE",
          message: "taken",
          fieldErrors: [{ field: "title", messageKey: "apiErrors.INVALID_UNIQUE_VALUE" }],
        });
      }
      const created = exampleList({ id: 99, title: "Created", lastUpdatedAt: "2026-11-25T10:00:00.000Z" });
      lists = [...lists, created];
      return answer(200, created);
    }
    return answer(404, { status: 404, resultKey: "NOT_FOUND", message: "no" });
  });
  return { ...api, pinGate, release: () => release(), pinWrites: () => pinWrites };
}

const titles = () => screen.getAllByTestId("list-card").map((card) => card.querySelector("h2")?.textContent);

describe("ListsOverviewPage", () => {
  const older = exampleList({
    id: 1,
    title: "Older",
    lastUpdatedAt: "2026-11-01T00:00:00.000Z",
    numberOfProducts: 9,
  });
  const newer = exampleList({
    id: 2,
    title: "Newer",
    lastUpdatedAt: "2026-11-22T00:00:00.000Z",
    numberOfProducts: 1,
  });

  it("shows my lists, last changed first, with their facts and the total for a user allowed prices", async () => {
    renderInShell(<ListsOverviewPage />, { fetcher: listsApi([older, newer]).fetcher, profile: PRICED });
    await screen.findByText("Older");
    expect(titles()).toEqual(["Newer", "Older"]);
    const card = screen.getAllByTestId("list-card")[1] as HTMLElement;
    expect(within(card).getByText("Germany")).toBeTruthy();
    expect(within(card).getByText("Anna Berger")).toBeTruthy();
    expect(within(card).getByTestId("list-total").textContent).toMatch(/4,830\.50/);
  });

  it("orders by the chosen sort", async () => {
    renderInShell(<ListsOverviewPage />, { fetcher: listsApi([older, newer]).fetcher, profile: PRICED });
    await screen.findByText("Older");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "MAX_PRODUCTS" } });
    await waitFor(() => expect(titles()).toEqual(["Older", "Newer"]));
  });

  it("shows no price to a Basic user", async () => {
    renderInShell(<ListsOverviewPage />, {
      fetcher: listsApi([older]).fetcher,
      profile: { ...PRICED, role: "BASIC_USER" },
    });
    await screen.findByText("Older");
    expect(screen.queryByTestId("list-total")).toBeNull();
    expect(document.body.textContent).not.toMatch(/4,830/);
  });

  it("pins at once, before the server has answered", async () => {
    const api = listsApi([older]);
    api.pinGate.held = true;
    renderInShell(<ListsOverviewPage />, { fetcher: api.fetcher, profile: PRICED });
    fireEvent.click(await screen.findByRole("button", { name: "Pin Older" }));
    const unpin = await screen.findByRole("button", { name: "Unpin Older" });
    expect(unpin.getAttribute("aria-pressed")).toBe("true");
    expect(api.pinWrites()).toBe(1);
    api.release();
    await waitFor(() =>
      expect((() => api.requests.filter((r) => r === "GET /product-lists/list").length)()).toBeGreaterThan(1),
    );
    expect(screen.getByRole("button", { name: "Unpin Older" })).toBeTruthy();
  });

  it("says what to do when there is no list", async () => {
    renderInShell(<ListsOverviewPage />, { fetcher: listsApi([]).fetcher, profile: PRICED });
    expect(await screen.findByText("You have no lists yet")).toBeTruthy();
  });

  it("creates a list with a trimmed title and closes the form", async () => {
    const api = listsApi([older]);
    renderInShell(<ListsOverviewPage />, { fetcher: api.fetcher, profile: PRICED });
    fireEvent.click(await screen.findByRole("button", { name: "New list" }));
    const dialog = screen.getByRole("dialog", { name: "Create a product list" });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: "  Created  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create list" }));
    await screen.findByText("Created");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.requests).toContain("POST /product-lists/list");
  });

  it("refuses a blank title before sending, and shows the server's error for a taken title on the field", async () => {
    const api = listsApi([exampleList({ id: 5, title: "Taken" })]);
    renderInShell(<ListsOverviewPage />, { fetcher: api.fetcher, profile: PRICED });
    fireEvent.click(await screen.findByRole("button", { name: "New list" }));
    const dialog = screen.getByRole("dialog");
    const title = within(dialog).getByLabelText(/Title/);
    fireEvent.change(title, { target: { value: "   " } });
    const save = within(dialog).getByRole("button", { name: "Create list" });
    fireEvent.click(save);
    expect(await within(dialog).findByText("This field cannot be empty")).toBeTruthy();
    expect(api.requests).not.toContain("POST /product-lists/list");
    fireEvent.change(title, { target: { value: "Taken" } });
    fireEvent.click(save);
    expect(
      await within(dialog).findByText("This name is already taken. Please try another one."),
    ).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect((title as HTMLInputElement).value).toBe("Taken");
  });
});
