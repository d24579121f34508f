import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetProfile } from "../../app/session";
import { createI18n } from "../../lib/i18n";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { settingsDataFor } from "./settings-fixtures";
import { SettingsPage } from "./settings-page";

const data = settingsDataFor("ADVANCED_USER");
let server = { ...data.profile };
let puts: Array<Record<string, unknown>> = [];
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
  if (path === "/user/profile") return json(server);
  if (path === "/user/language/list") return json(data.languages);
  if (path === "/user/organization-role/list") return json(data.functions);
  if (path === "/app-info") return json(data.appInfo);
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
        element: <SettingsPage />,
      },
    ],
    { initialEntries: ["/settings"] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe("SettingsPage saving (issue 9 item 5)", () => {
  beforeEach(() => {
    server = { ...data.profile };
    puts = [];
    conflictOnce = false;
    forgetProfile();
    vi.stubGlobal("fetch", vi.fn(fakeApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetProfile();
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
