import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

// npm nests some Storybook packages under this workspace while the CLI may sit at the root: resolve each from
// here, as Storybook advises for monorepos.
const resolveHere = (name: string): string =>
  dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));

// Component stories sit beside their component in web (architecture section 5); this workspace collects them.
const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)", "../../web/src/**/*.stories.@(ts|tsx)"],
  // docs: a page per component (props table, when to use it); a11y: the panel, and axe in every story test;
  // vitest: the stories and their play functions become tests (`npm run test:unit`, project "storybook").
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"].map(resolveHere),
  framework: { name: resolveHere("@storybook/react-vite"), options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // vanilla-extract's compiled styles import these runtimes, which Vite's scan cannot see in the .css.ts
    // sources: found late, they make Vite reload the page in the middle of a story test run.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        "@vanilla-extract/recipes/createRuntimeFn",
        "@vanilla-extract/sprinkles/createRuntimeSprinkles",
        "@vanilla-extract/css/recipe",
      ],
    };
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    viteConfig.build = {
      ...viteConfig.build,
      // The preview bundles every component and screen for review; it is never shipped, so its size is not
      // budgeted (the app's is: web/size-budget.json).
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...rolldownOptions,
        // The build's timing report depends on how busy the machine is, not on the code.
        checks: { ...rolldownOptions.checks, bundlerTimings: false },
        onwarn(warning, warn) {
          // "use client" (React Query) means nothing in a bundle that only ever runs in the browser.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
