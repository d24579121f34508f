import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/server-state/query-client";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { ToastProvider } from "../../ui/toast/toast-provider";
import AddToListDialog from "./add-to-list-dialog";
import { fixtureList, fixtureLists } from "./add-to-list-fixtures";

type Call = { method: string; path: string; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * A fetch answering the lists calls; `answer` decides the writes. While `outage.down` holds, the lists fail with
 * 500 (every time: the typed client asks again after a 5xx before it gives up).
 */
function fakeServer(answer: (call: Call) => Response, outage = { down: false }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.method === "GET" && path === "/api/product-lists/list") {
        if (outage.down) return json({ status: 500, resultKey: "INTERNAL_ERROR", message: "" }, 500);
        return json(fixtureLists);
      }
      return answer(call);
    }),
  );
  return calls;
}

function renderDialog() {
  const onClose = vi.fn();
  const element = (
    <ToastProvider>
      <ShellFailureReport>
        <AddToListDialog product={{ id: 50, title: "Mask M" }} userCurrency="EUR" onClose={onClose} />
      </ShellFailureReport>
    </ToastProvider>
  );
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe("AddToListDialog", () => {
  it("puts the default list first, refuses another currency, creates a list on the way and reports skips", async () => {
    const calls = fakeServer((call) => {
      if (call.path === "/api/product-lists/list") return json(fixtureList(4, "Night shift"));
      return json({
        results: [
          { listId: 1, added: [], skipped: [{ productId: 50, reason: "DUPLICATE" }] },
          { listId: 4, added: [50], skipped: [] },
        ],
      });
    });
    const { onClose } = renderDialog();
    const boxes = await screen.findAllByRole("checkbox");
    expect(boxes.map((box) => box.closest("label")?.textContent)).toEqual([
      "My list (default list)",
      "Ward B",
      "US clinic",
    ]);
    expect((screen.getByRole("checkbox", { name: "US clinic" }) as HTMLInputElement).disabled).toBe(true);
    const confirm = () => screen.getByRole("button", { name: /^Add to \d lists?$/ });
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("checkbox", { name: "My list (default list)" }));
    fireEvent.click(screen.getByRole("button", { name: "New list" }));
    fireEvent.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByText("This field cannot be empty")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Title of the new list/), { target: { value: "  Night shift " } });
    fireEvent.click(screen.getByRole("button", { name: "Create list" }));
    await waitFor(() =>
      expect((screen.getByRole("checkbox", { name: "Night shift" }) as HTMLInputElement).checked).toBe(true),
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Night shift",
      description: "",
    });

    fireEvent.click(confirm());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const add = calls.find((call) => call.path === "/api/products/list-elements");
    expect(add?.body).toEqual({ listIds: [1, 4], elements: [{ productId: 50, quantity: 1 }] });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(
      within(region).getByText(/Mask M was added to Night shift\. Already on My list, skipped\./),
    ).toBeTruthy();
  });

  it("shows a taken title with the server's message and a failed addition inside the dialog", async () => {
    fakeServer((call) =>
      call.path === "/api/product-lists/list"
        ? json({ status: 460, resultKey: "INVALID_UNIQUE_VALUE", message: "taken" }, 460)
        : json({ status: 409, resultKey: "LIST_CURRENCY_MISMATCH", message: "" }, 409),
    );
    const { onClose } = renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "New list" }));
    fireEvent.change(screen.getByLabelText(/Title of the new list/), { target: { value: "Ward B" } });
    fireEvent.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByText("This name is already taken. Please try another one.")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Ward B" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to 1 list" }));
    expect(await screen.findByText(/This list uses another currency/)).toBeTruthy();
    // Back on the choice: the lists can change and the addition can be sent again.
    fireEvent.click(screen.getByRole("checkbox", { name: "Ward B" }));
    expect((screen.getByRole("checkbox", { name: "Ward B" }) as HTMLInputElement).checked).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers to retry when the lists cannot be loaded", async () => {
    const outage = { down: true };
    fakeServer(() => json({}), outage);
    renderDialog();
    const retry = await screen.findByRole("button", { name: "Try again" });
    outage.down = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("checkbox", { name: "Ward B" })).toBeTruthy();
  });
});
