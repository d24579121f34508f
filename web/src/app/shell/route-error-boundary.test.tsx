import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { RouteErrorBoundary } from "./route-error-boundary";

/** A route whose lazy chunk fails to load, as a screen's chunk does when the connection is gone. */
function renderFailedChunk() {
  const router = createMemoryRouter(
    [
      {
        path: "/errors",
        errorElement: <RouteErrorBoundary />,
        // The router shows a fallback until the lazy route has loaded; an empty one, named, keeps it from warning.
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      },
    ],
    { initialEntries: ["/errors?code=no-internet"] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("RouteErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the 500 texts for a failed chunk while online, without a refresh button", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderFailedChunk();
    expect((await screen.findByRole("heading")).textContent).toBe("Something went wrong");
    expect(screen.queryByRole("button", { name: "Refresh" })).toBeNull();
  });

  it("shows the no-internet texts, a refresh and the way to the finder when offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderFailedChunk();
    expect((await screen.findByRole("heading")).textContent).toBe("No internet connection");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the finder" }).getAttribute("href")).toBe("/");
  });
});
