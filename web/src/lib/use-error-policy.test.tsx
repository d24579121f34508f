import { type CallFailure, failureOfAnswer } from "@catalogue/core/api/client";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "../ui/toast/toast-provider";
import { createI18n } from "./i18n";
import { ShellFailureReport } from "./shell-failure-report";
import { useErrorPolicy } from "./use-error-policy";

/** A refusal as the typed client reports it: the status, the envelope's result key, the status text. */
const failed = (status: number, resultKey: string, statusText: string): CallFailure =>
  failureOfAnswer(status, { status, resultKey, message: resultKey }, statusText);

function FailingButton({ error }: { error: CallFailure }) {
  const onError = useErrorPolicy();
  return (
    <button type="button" onClick={() => onError(error)}>
      fail
    </button>
  );
}

function renderWith(error: CallFailure) {
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        loader: () => ({ role: "KEY_USER", countryId: 276 }),
        HydrateFallback: () => null,
        children: [
          {
            path: "/",
            element: (
              <ShellFailureReport>
                <FailingButton error={error} />
              </ShellFailureReport>
            ),
          },
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
    renderWith(failed(409, "SOMETHING_NEW", "Conflict"));
    fireEvent.click(await screen.findByRole("button", { name: "fail" }));
    expect((await screen.findByText("API error: 409 Conflict")).textContent).toBe("API error: 409 Conflict");
  });

  it("navigates to the errors page for a 464", async () => {
    const router = renderWith(failed(464, "NOT_FOUND", "Not Found"));
    fireEvent.click(await screen.findByRole("button", { name: "fail" }));
    await screen.findByText("errors page");
    expect(router.state.location.search).toBe("?code=464");
  });
});
