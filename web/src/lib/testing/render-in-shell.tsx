import type { ClientConfig } from "@catalogue/core/api/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { ToastProvider } from "../../ui/toast/toast-provider";
import { createI18n } from "../i18n";
import { ClientConfigProvider } from "../server-state";
import { createQueryClient } from "../server-state/query-client";
import { ShellFailureReport } from "../shell-failure-report";

/** A scripted API: answers each request from `answer` and records what was asked, as "METHOD /path". */
export function fakeApi(answer: (method: string, path: string) => Response | Promise<Response>) {
  const requests: string[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.replace(/^\/api/, "");
    requests.push(`${method} ${path}`);
    return answer(method, path);
  }) as unknown as typeof fetch;
  return { fetcher, requests };
}

/** A JSON answer; an error status carries the error envelope of supplement 8. */
export function answer(status: number, body: unknown, statusText = ""): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });
}

/** The error envelope of a refusal. */
export function refusal(status: number, resultKey: string | null, statusText = ""): Response {
  return answer(status, { status, resultKey, message: `refused (${status})` }, statusText);
}

/**
 * Renders `element` on a screen of the shell as the app does: i18n, a fresh server-state cache, the shell's
 * failure report and toasts, and an errors page to be sent to. Retries of the typed client wait 1 ms. A screen
 * that reads route params is rendered on its route pattern (`path`) and opened at `at`.
 */
export function renderInShell(
  element: ReactElement,
  {
    fetcher,
    profile = { role: "ADVANCED_USER", countryId: 49 },
    path = "/",
    at = path,
  }: { fetcher: typeof fetch; profile?: object; path?: string; at?: string },
) {
  const client = createQueryClient();
  const config: ClientConfig = { baseUrl: "/api", fetch: fetcher, retryDelayMs: 1 };
  const router = createMemoryRouter(
    [
      {
        id: "shell",
        loader: () => profile,
        HydrateFallback: () => null,
        element: (
          <ToastProvider>
            <ShellFailureReport>
              <Outlet />
            </ShellFailureReport>
          </ToastProvider>
        ),
        children: [
          { path, element },
          { path: "/errors", element: <p>errors page</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <QueryClientProvider client={client}>
        <ClientConfigProvider value={config}>
          <RouterProvider router={router} />
        </ClientConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, client };
}
