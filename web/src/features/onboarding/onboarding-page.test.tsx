import { exampleUserProfile } from "@catalogue/core/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/server-state/query-client";
import { ShellFailureReport } from "../../lib/shell-failure-report";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { OnboardingPage, ScpOnboardingPage } from "./onboarding-page";

const ANSWERS: Record<string, unknown> = {
  "/api/user/language/list": [
    { shortcut: "en", name: "English" },
    { shortcut: "de", name: "Deutsch" },
  ],
  "/api/countries/list": [{ id: 7, name: "Germany", title: "DE", subregion: null }],
  "/api/user/organization-role/list": [
    { value: "SERVICE", name: "Service" },
    { value: "SALES_REPRESENTATIVE", name: "Sales representative" },
  ],
};

/** A fetch that answers the option lists and records the writes (their answer is not read by the screen). */
function fakeServer(failWrites = false) {
  const writes: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        writes.push({ path: url, body: JSON.parse(String(init.body)) });
        if (failWrites) return new Response(JSON.stringify({ status: 500 }), { status: 500 });
        return new Response(JSON.stringify({ ...exampleUserProfile, version: 2 }), { status: 200 });
      }
      return new Response(JSON.stringify(ANSWERS[url]), { status: 200 });
    }),
  );
  return writes;
}

function renderPage(partner = false) {
  const i18n = createI18n("en");
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        loader: () => ({ role: "BASIC_USER", countryId: null }),
        HydrateFallback: () => null,
        element: (
          <ShellFailureReport>
            <Outlet />
          </ShellFailureReport>
        ),
        children: [
          { path: "/onboarding", element: partner ? <ScpOnboardingPage /> : <OnboardingPage /> },
          { path: "/", element: <p>finder</p> },
          { path: "/scp-registration/waiting-room", element: <p>waiting room</p> },
        ],
      },
    ],
    { initialEntries: ["/onboarding"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { i18n, router };
}

const stepOf = () => screen.getByText(/Step \d of \d|Schritt \d von \d/);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("onboarding page", () => {
  it("counts the steps, switches the language at once and opens the next step", async () => {
    fakeServer();
    const { i18n } = renderPage();
    await screen.findByRole("option", { name: "Deutsch" });
    expect(stepOf().textContent).toBe("Step 1 of 3");
    expect(screen.getByRole("button", { name: "Country" }).getAttribute("aria-disabled")).toBe("true");

    fireEvent.change(screen.getByLabelText("Choose your language"), { target: { value: "de" } });
    await waitFor(() => expect(stepOf().textContent).toBe("Schritt 2 von 3"));
    expect(i18n.language).toBe("de");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Willkommen im Produktkatalog");
    expect(screen.queryByRole("button", { name: "Abschließen" })).toBeNull();
  });

  it("shows the functions in the chosen language, not in the server's English", async () => {
    fakeServer();
    renderPage();
    await screen.findByRole("option", { name: "Deutsch" });
    fireEvent.change(screen.getByLabelText("Choose your language"), { target: { value: "de" } });
    const functions = await screen.findByLabelText("Wählen Sie Ihre Funktion");
    expect(Array.from((functions as HTMLSelectElement).options, (option) => option.textContent)).toEqual(
      expect.arrayContaining(["Service", "Außendienst"]),
    );
    expect(screen.queryByRole("option", { name: "Sales representative" })).toBeNull();
  });

  it("saves function, language and country, then goes to the finder", async () => {
    const writes = fakeServer();
    renderPage();
    await screen.findByRole("option", { name: "Deutsch" });
    fireEvent.change(screen.getByLabelText("Choose your language"), { target: { value: "en" } });
    fireEvent.change(await screen.findByLabelText("Choose your function"), { target: { value: "SERVICE" } });
    fireEvent.change(screen.getByLabelText("Choose your country"), { target: { value: "7" } });
    expect(stepOf().textContent).toBe("Step 3 of 3");
    fireEvent.click(await screen.findByRole("button", { name: "Finish" }));
    await screen.findByText("finder");
    expect(writes).toEqual([
      {
        path: "/api/user/profile",
        body: { languageShortcut: "en", organizationRole: "SERVICE", countryId: 7 },
      },
    ]);
  });

  it("skips the function for a partner, who registers the country and goes to the waiting room", async () => {
    const writes = fakeServer();
    renderPage(true);
    await screen.findByRole("option", { name: "Deutsch" });
    expect(stepOf().textContent).toBe("Step 1 of 2");
    expect(screen.queryByRole("button", { name: "Your function" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Choose your language"), { target: { value: "en" } });
    fireEvent.change(await screen.findByLabelText("Choose your country"), { target: { value: "7" } });
    fireEvent.click(await screen.findByRole("button", { name: "Finish" }));
    await screen.findByText("waiting room");
    expect(writes).toEqual([
      { path: "/api/user/scp-profile", body: { languageShortcut: "en", countryId: 7 } },
    ]);
  });

  it("keeps the choices and says so when saving fails", async () => {
    fakeServer(true);
    renderPage();
    await screen.findByRole("option", { name: "Deutsch" });
    fireEvent.change(screen.getByLabelText("Choose your language"), { target: { value: "en" } });
    fireEvent.change(await screen.findByLabelText("Choose your function"), { target: { value: "SERVICE" } });
    fireEvent.change(screen.getByLabelText("Choose your country"), { target: { value: "7" } });
    fireEvent.click(await screen.findByRole("button", { name: "Finish" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your choices could not be saved. Please try again.",
    );
    expect((screen.getByLabelText("Choose your country") as HTMLSelectElement).value).toBe("7");
  });
});
