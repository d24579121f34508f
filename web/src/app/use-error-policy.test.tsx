import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { createI18n } from "../lib/i18n";
import { ToastProvider } from "../ui/toast/toast-provider";
import { useErrorPolicy } from "./use-error-policy";

function FailingButton({ error }: { error: ApiError }) {
  const onError = useErrorPolicy();
  return (
    <button type="button" onClick={() => onError(error)}>
      fail
    </button>
  );
}

function renderWith(error: ApiError) {
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        loader: () => ({ role: "KEY_USER", countryId: 276 }),
        HydrateFallback: () => null,
        children: [
          { path: "/", element: <FailingButton error={error} /> },
          { path: "/errors", element: <p>errors page</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return router;
}

describe("useErrorPolicy", () => {
  it("shows the API error toast with status and status text", async () => {
    renderWith(new ApiError(409, "SOMETHING_NEW", "Conflict"));
    fireEvent.click(await screen.findByRole("button", { name: "fail" }));
    expect((await screen.findByText("API error: 409 Conflict")).textContent).toBe("API error: 409 Conflict");
  });

  it("navigates to the errors page for a 464", async () => {
    const router = renderWith(new ApiError(464, "NOT_FOUND", "Not Found"));
    fireEvent.click(await screen.findByRole("button", { name: "fail" }));
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=464");
  });
});
