import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/server-state/query-client";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { settingsDataFor } from "./settings-fixtures";
import { SettingsPage } from "./settings-page";

const data = settingsDataFor("ADVANCED_USER");
let server = { ...data.profile };
let puts: Array<Record<string, unknown>> = [];
let countryPuts: Array<Record<string, unknown>> = [];
let conflictOnce = false;

/** A profile API with optimistic locking: a PUT must carry the current version, which then goes up by one. */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input).replace(/^\/api/, "");
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  if (path === "/user/profile" && init?.method === "PUT") {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    puts.push(body);
    // Someone else saved first: the server's profile moved on.
    if (conflictOnce) {
      conflictOnce = false;
      server = { ...server, version: server.version + 1, clearanceCheck: false };
    }
    if (body.version !== server.version) return json({ resultKey: "OPTIMISTIC_LOCK", message: "stale" }, 428);
    const { version: _sent, ...changes } = body;
    server = { ...server, ...changes, version: server.version + 1 };
    return json(server);
  }
  if (path === "/user/country-and-currency" && init?.method === "PUT") {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    countryPuts.push(body);
    if (body.version !== server.version) return json({ resultKey: "OPTIMISTIC_LOCK", message: "stale" }, 428);
    const currency = data.currencies.find((each) => each.id === body.currencyId);
    server = {
      ...server,
      currencyId: currency?.id ?? server.currencyId,
      currencyShortcut: currency?.title ?? server.currencyShortcut,
      currency: currency?.currencyName ?? server.currency,
      version: server.version + 1,
    };
    return json(server);
  }
  if (path === "/user/profile") return json(server);
  if (path === "/currencies/list") return json(data.currencies);
  if (path === "/user/language/list") return json(data.languages);
  if (path === "/user/organization-role/list") return json(data.functions);
  if (path === "/app-info") return json(data.appInfo);
  if (path === "/user/api-tokens") return json([]);
  return json({}, 404);
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        path: "/settings",
        loader: () => server,
        HydrateFallback: () => null,
        element: (
          <ShellFailureReport>
            <SettingsPage />
          </ShellFailureReport>
        ),
      },
    ],
    { initialEntries: ["/settings"] },
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
}

describe("SettingsPage saving", () => {
  beforeEach(() => {
    server = { ...data.profile };
    puts = [];
    countryPuts = [];
    conflictOnce = false;
    vi.stubGlobal("fetch", vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("queues quick changes, each sent with the version the previous save answered", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("switch", { name: "Phase-out check" }));
    fireEvent.click(screen.getByRole("switch", { name: "Show availability" }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { phaseOutCheck: false, version: 3 },
      { showAvailability: false, version: 4 },
    ]);
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(server).toMatchObject({ phaseOutCheck: false, showAvailability: false, version: 5 });
  });

  it("saves a currency through its own call, never through the profile edit, and keeps the versions in step", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole("combobox", { name: "Currency" }), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("switch", { name: "Phase-out check" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(countryPuts).toEqual([{ countryId: 49, currencyId: 2, version: 3 }]);
    expect(puts).toEqual([{ phaseOutCheck: false, version: 4 }]);
    expect(server).toMatchObject({ currencyShortcut: "CHF", phaseOutCheck: false, version: 5 });
    expect((screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement).value).toBe("2");
  });

  it("after a 428 shows no message and reloads the saved profile", async () => {
    renderPage();
    const clearance = await screen.findByRole("switch", { name: "Market clearance check" });
    conflictOnce = true;
    fireEvent.click(screen.getByRole("switch", { name: "Phase-out check" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // The other save switched the clearance check off: the screen now shows the server's state.
    await waitFor(() => expect(clearance.getAttribute("aria-checked")).toBe("false"));
    expect(screen.getByRole("switch", { name: "Phase-out check" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByText(/API error/)).toBeNull();
  });
});
