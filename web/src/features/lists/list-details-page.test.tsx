import type { ListElementsResponse } from "@catalogue/core/api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, fakeApi, refusal, renderInShell } from "../../lib/testing/render-in-shell";
import { exampleCard } from "../catalogue";
import { ListDetailsPage } from "./list-details-page";
import { exampleElement, exampleList } from "./list-fixtures";

const PRICED = { role: "ADVANCED_USER", countryId: 49, showPrices: true, currencyShortcut: "EUR" };
const first = exampleCard({ id: 11, title: "Mask M", partNumber: "MP-1" });
const second = exampleCard({ id: 12, title: "Hose H", partNumber: "MP-2" });

/** List 1 with two elements; writes answer with `status` when set, else change the element and the version. */
function detailsApi(failWith: { status: number | null } = { status: null }) {
  let elements: ListElementsResponse = {
    content: [exampleElement(1, first), exampleElement(2, second)],
    totalCount: 2,
    version: 3,
    sortingType: "CREATED_AT",
  };
  const bodies: unknown[] = [];
  let pinned = false;
  let hold: Promise<void> | null = null;
  let release = () => {};
  const { fetcher: record, requests } = fakeApi(() => answer(200, {}));
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    await record(url, init);
    const method = init.method ?? "GET";
    if (method === "GET" && url.includes("list-elements")) return answer(200, elements);
    if (method === "GET") return answer(200, exampleList({ id: 1, version: elements.version, pinned }));
    if (url.endsWith("/pin")) {
      if (hold) await hold;
      pinned = true;
      return answer(200, exampleList({ id: 1, version: elements.version, pinned }));
    }
    if (method === "PUT" && url.endsWith("/list/1")) {
      return answer(428, { status: 428, resultKey: "OPTIMISTIC_LOCK", message: "stale" });
    }
    const body = JSON.parse(String(init.body)) as { elementId: number; value: number; version: number };
    bodies.push(body);
    if (hold) await hold;
    if (failWith.status) return refusal(failWith.status, failWith.status === 428 ? "OPTIMISTIC_LOCK" : "X");
    const field = url.endsWith("change-quantity") ? "quantity" : "crp";
    elements = {
      ...elements,
      version: elements.version + 1,
      content: elements.content.map((e) =>
        e.id !== body.elementId
          ? e
          : field === "quantity"
            ? { ...e, quantity: body.value, pricing: { ...e.pricing, totalPrice: body.value * 120 } }
            : { ...e, pricing: { ...e.pricing, crp: body.value } },
      ),
    };
    if (!url.includes("/v2/")) return answer(200, elements);
    // The v2 change calls answer with what changed only.
    const {
      product: _card,
      createdAt: _at,
      ...element
    } = elements.content.find((e) => e.id === body.elementId) as ListElementsResponse["content"][number];
    return answer(200, {
      element,
      version: elements.version,
      lastUpdatedAt: "2026-11-27T10:00:00.000Z",
      totals: { totalAmount: 1234.5, totalGgp: 1000 },
    });
  }) as typeof fetch;
  return {
    fetcher,
    requests,
    bodies,
    holdWrites: () => {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** The row of a product. */
const rowOf = (title: string) =>
  screen.getAllByTestId("list-element").find((row) => row.textContent?.includes(title)) as HTMLElement;

/** Renders list 1's details on its route (`/product-list/:productListId`). */
function renderDetails(fetcher: typeof fetch, profile: object = PRICED) {
  return renderInShell(<ListDetailsPage />, {
    fetcher,
    profile,
    path: "/product-list/:productListId",
    at: "/product-list/1",
  });
}

describe("ListDetailsPage", () => {
  it("shows each product with part number, quantity, CRP and line total for a user allowed prices", async () => {
    const api = detailsApi();
    renderDetails(api.fetcher);
    await screen.findByText("Mask M");
    const row = rowOf("Mask M");
    expect(within(row).getByText("Part no. MP-1")).toBeTruthy();
    expect((within(row).getByLabelText("Quantity (packages)") as HTMLInputElement).value).toBe("2");
    expect((within(row).getByLabelText("CRP (EUR)") as HTMLInputElement).value).toBe("120");
    expect(within(row).getByTestId("line-total")).toBeTruthy();
    expect(api.requests).toContain("GET /product-lists/1");
    expect(api.requests).toContain("GET /product-lists/list-elements/1");
  });

  it("changes a quantity at once, sends one request with the list's version and patches in the answer", async () => {
    const api = detailsApi();
    api.holdWrites();
    renderDetails(api.fetcher);
    await screen.findByText("Hose H");
    const input = within(rowOf("Hose H")).getByLabelText("Quantity (packages)") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "7" } });
    fireEvent.blur(input);
    expect(input.value).toBe("7");
    await waitFor(() => expect(api.bodies).toEqual([{ elementId: 2, value: 7, version: 3 }]));
    api.release();
    await waitFor(() => expect(screen.getByTestId("list-total").textContent).toMatch(/1,234\.50/));
    expect((within(rowOf("Hose H")).getByLabelText("Quantity (packages)") as HTMLInputElement).value).toBe(
      "7",
    );
    // The answer is patched into the cache: neither the elements nor the list are read again.
    expect(api.requests.filter((r) => r.startsWith("GET /product-lists/list-elements"))).toHaveLength(1);
    expect(api.requests.filter((r) => r === "GET /product-lists/1")).toHaveLength(1);
  });

  it("sends a change made while another is under way after it, with the version that one produced", async () => {
    const api = detailsApi();
    renderDetails(api.fetcher);
    await screen.findByText("Mask M");
    api.holdWrites();
    const crp = within(rowOf("Mask M")).getByLabelText("CRP (EUR)");
    fireEvent.change(crp, { target: { value: "99,5" } });
    fireEvent.blur(crp);
    const quantity = within(rowOf("Hose H")).getByLabelText("Quantity (packages)") as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe("3");
    await waitFor(() => expect(api.bodies.length).toBe(1));
    api.release();
    await waitFor(() =>
      expect((() => api.bodies)()).toEqual([
        { elementId: 1, value: 99.5, version: 3 },
        { elementId: 2, value: 3, version: 4 },
      ]),
    );
    await waitFor(() =>
      expect((() => (within(rowOf("Mask M")).getByLabelText("CRP (EUR)") as HTMLInputElement).value)()).toBe(
        "99.5",
      ),
    );
    expect(screen.queryByText(/This list was changed elsewhere/)).toBeNull();
  });

  it("sets the row back, reloads and says so when the list changed elsewhere (428)", async () => {
    const api = detailsApi({ status: 428 });
    renderDetails(api.fetcher);
    await screen.findByText("Mask M");
    const input = within(rowOf("Mask M")).getByLabelText("Quantity (packages)") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "9" } });
    fireEvent.blur(input);
    await screen.findByText(/This list was changed elsewhere/);
    await waitFor(() =>
      expect(
        (() => (within(rowOf("Mask M")).getByLabelText("Quantity (packages)") as HTMLInputElement).value)(),
      ).toBe("2"),
    );
  });

  it("shows no price and no price input to a Basic user", async () => {
    renderDetails(detailsApi().fetcher, { ...PRICED, role: "BASIC_USER" });
    await screen.findByText("Mask M");
    expect(screen.queryByLabelText("CRP (EUR)")).toBeNull();
    expect(screen.queryByTestId("line-total")).toBeNull();
    expect(screen.queryByTestId("list-total")).toBeNull();
    expect(document.body.textContent).not.toMatch(/€|EUR/);
  });

  it("pins at once, before the server has answered", async () => {
    const api = detailsApi();
    api.holdWrites();
    renderDetails(api.fetcher);
    fireEvent.click(await screen.findByRole("button", { name: "Pin" }));
    expect((await screen.findByRole("button", { name: "Unpin" })).getAttribute("aria-pressed")).toBe("true");
    expect(api.requests).toContain("PUT /product-lists/list/1/pin");
    api.release();
  });

  it("keeps the edit form open and says so when the list changed elsewhere while renaming (428)", async () => {
    renderDetails(detailsApi().fetcher);
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit product list" });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: "Renamed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText(/This list was changed elsewhere/);
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe("Renamed");
  });
});
