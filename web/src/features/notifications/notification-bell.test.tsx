import { exampleRoleChangeInfo } from "@catalogue/core/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/server-state/query-client";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { NotificationBell } from "./notification-bell";
import { fixtureNotifications } from "./notifications-fixtures";

// happy-dom has no layout: the inbox's first page loads when the test says its end is in view.
const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    const index = observed.indexOf(this.callback);
    if (index >= 0) observed.splice(index, 1);
  }
}

type Call = { method: string; path: string };
let calls: Call[] = [];
let unread = 3;
const notifications = fixtureNotifications(3);

/** The API as far as the bell uses it, recording each call. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input).replace(/^\/api/, "");
  const method = init?.method ?? "GET";
  calls.push({ method, path });
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  if (path === "/notifications/unread-count") return json({ value: unread });
  if (path.startsWith("/notifications/list")) return json({ content: notifications, totalCount: 3 });
  if (path === "/notifications/mark-all-as-read") {
    unread = 0;
    return json({ value: 0 });
  }
  const read = /^\/notifications\/(\d+)\/read$/.exec(path);
  if (read) {
    unread -= 1;
    return json({ ...notifications.find((n) => n.id === Number(read[1])), read: true });
  }
  if (path === "/v3/user-role-changes/9") return json({ ...exampleRoleChangeInfo, read: method === "PUT" });
  return Promise.resolve(new Response("{}", { status: 404 }));
}

function renderBell() {
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        loader: () => ({ role: "ADVANCED_USER", countryId: 49 }),
        HydrateFallback: () => null,
        // The bell sits in the header, so it stays while a notification opens another screen.
        element: (
          <ShellFailureReport>
            <NotificationBell />
            <Outlet />
          </ShellFailureReport>
        ),
        children: [
          { path: "/", element: null },
          { path: "/product-list/private/:id", element: <p>private list</p> },
          { path: "/settings", element: <p>settings screen</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

async function openInbox() {
  fireEvent.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
  await act(() => observed.at(-1)?.([{ isIntersecting: true }]));
}

describe("NotificationBell (core spec 4.5)", () => {
  beforeEach(() => {
    calls = [];
    unread = 3;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("fetch", vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observed.length = 0;
  });

  it("marks a shared list read, opens its private list page and refreshes the count", async () => {
    const router = renderBell();
    await openInbox();
    fireEvent.click(await screen.findByRole("button", { name: /shared the list “ICU ventilation set 1”/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product-list/private/70"));
    expect(calls).toContainEqual({ method: "PUT", path: "/notifications/1000/read" });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/notifications/unread-count").length).toBeGreaterThan(1),
    );
  });

  it("opens the role-change popup, and its settings button marks the change read first", async () => {
    const router = renderBell();
    await openInbox();
    fireEvent.click(await screen.findByRole("button", { name: /Your roles have changed/ }));
    const popup = await screen.findByRole("dialog", { name: "Your roles have changed" });
    // The popup opens at once and shows the change when its GET has answered.
    await waitFor(() => expect(popup.textContent).toContain("Your default currency is now EUR."));
    expect(calls).toContainEqual({ method: "GET", path: "/v3/user-role-changes/9" });
    fireEvent.click(screen.getByRole("button", { name: "Open settings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings"));
    expect(calls).toContainEqual({ method: "PUT", path: "/v3/user-role-changes/9" });
    expect(calls).toContainEqual({ method: "PUT", path: "/notifications/1002/read" });
  });

  it("marks all read: the badge goes and so does the button", async () => {
    renderBell();
    await openInbox();
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
    expect(screen.queryByText(/^Unread/)).toBeNull();
  });

  it("closes on Escape and gives focus back to the bell", async () => {
    renderBell();
    await openInbox();
    const inbox = await screen.findByRole("dialog", { name: "Notifications" });
    expect(document.activeElement).toBe(inbox);
    fireEvent.keyDown(inbox, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Notifications, 3 unread");
  });
});
