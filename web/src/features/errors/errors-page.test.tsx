import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";
import { ErrorsPage } from "./errors-page";
import { LoginErrorPage } from "./login-error-page";

function renderAt(path: string, language = "en") {
  const router = createMemoryRouter(
    [
      { path: "/errors", element: <ErrorsPage /> },
      { path: "/loginError", element: <LoginErrorPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("ErrorsPage", () => {
  it("offers a refresh only on the no-internet page", () => {
    renderAt("/errors?code=no-internet");
    expect(screen.getByRole("heading").textContent).toBe("No internet connection");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
  });

  it("shows the 403 texts without a refresh, with the way back to the finder", () => {
    renderAt("/errors?code=403");
    expect(screen.getByRole("heading").textContent).toBe("Access denied");
    expect(screen.queryByRole("button", { name: "Refresh" })).toBeNull();
    expect(screen.getByRole("button", { name: "Go to the finder" })).toBeTruthy();
  });
});

describe("LoginErrorPage", () => {
  it("explains a disabled account in the user's language", () => {
    renderAt("/loginError?code=409&resultKey=USER_ACCOUNT_DISABLED", "de");
    expect(screen.getByText(/Ihr Konto ist deaktiviert/)).toBeTruthy();
  });

  it("falls back to a general text for an unknown result key", () => {
    renderAt("/loginError?code=409&resultKey=SOMETHING");
    expect(screen.getByText("Signing in failed. Please try again.")).toBeTruthy();
  });
});
