import { createBrowserRouter } from "react-router-dom";
import { loadErrorsPage, loadLoginErrorPage } from "../features/errors";
import { Spinner } from "../ui/spinner/spinner";
import { shellLoader, unmatchedLoader } from "./route-loaders";
import { screenRoutes } from "./screen-routes";
import { AppLayout } from "./shell/app-layout";
import { BootShell } from "./shell/boot-shell";
import { RouteErrorBoundary } from "./shell/route-error-boundary";

/** Core spec 2.1 / 2.2: the app's data routes: open pages, the guarded shell with every screen, and the rest. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorBoundary />,
      // While the first profile and screen load: the frame index.html painted, and the spinner announces itself
      // as busy ("Loading…").
      hydrateFallbackElement: (
        <BootShell>
          <Spinner size="lg" />
        </BootShell>
      ),
      children: [
        {
          path: "/errors",
          lazy: async () => ({ Component: await loadErrorsPage() }),
        },
        {
          path: "/loginError",
          lazy: async () => ({ Component: await loadLoginErrorPage() }),
        },
        {
          id: "shell",
          loader: shellLoader,
          element: <AppLayout />,
          // Profile and guard run per screen; the shell's own profile load need not repeat on each navigation.
          shouldRevalidate: () => false,
          children: screenRoutes(),
        },
        { path: "*", loader: unmatchedLoader },
      ],
    },
  ]);
}
