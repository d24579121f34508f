import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * The test files that replace modules or globals (`vi.mock`, fake timers, stubbed globals and spies): each runs in
 * a fresh module graph and DOM of its own (`web-isolated`), so what it replaces never reaches another file.
 * `scripts/test-isolation.test.ts` holds that every such file is listed here.
 */
export const ISOLATED_TESTS = [
  "src/app/route-loaders.test.ts",
  "src/app/shell/route-error-boundary.test.tsx",
  "src/features/add-to-list/add-to-list-dialog.test.tsx",
  "src/features/lists/order/use-drag-reorder.test.tsx",
  "src/features/notifications/bell-button.test.tsx",
  "src/features/notifications/notification-bell.test.tsx",
  "src/features/onboarding/onboarding-page.test.tsx",
  "src/features/search/debouncer.test.ts",
  "src/features/settings/settings-page.test.tsx",
  "src/lib/connection-state.test.ts",
  "src/lib/login-redirect.test.ts",
  "src/lib/server-state/prefetch-call.test.tsx",
  "src/lib/session.test.ts",
  "src/ui/toast/toast-provider.test.tsx",
];

/** The web app's two test projects; `root` is the web folder as seen from the config that lists them. */
export function webProjects(root: string): TestProjectInlineConfiguration[] {
  const project = (name: string, include: string[], exclude: string[], isolate: boolean) =>
    defineProject({
      root,
      plugins: [react(), vanillaExtractPlugin()],
      test: {
        name,
        include,
        exclude: [...configDefaults.exclude, ...exclude],
        environment: "happy-dom",
        setupFiles: ["src/ui/testing/setup-tests.ts"],
        isolate,
      },
    });
  return [
    // The other files share one module graph and DOM per worker: setting up the DOM and importing React, i18next
    // and the stylesheets again for every file was most of the project's time.
    project(
      "web",
      ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "pwa/**/*.test.ts"],
      ISOLATED_TESTS,
      false,
    ),
    project("web-isolated", ISOLATED_TESTS, [], true),
  ];
}
