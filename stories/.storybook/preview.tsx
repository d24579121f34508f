import "@catalogue/web/styles/theme.css";
import { BREAKPOINTS, LANGUAGES, SIDE_MENU_AUTO_COLLAPSE_BELOW_PX } from "@catalogue/core/constants";
import { createI18n } from "@catalogue/web/lib/i18n";
import { createQueryClient } from "@catalogue/web/lib/server-state/query-client.ts";
import { highContrastTheme, lightTheme } from "@catalogue/web/styles/themes.css.ts";
import { ToastProvider } from "@catalogue/web/ui/toast/toast-provider.tsx";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { type ApiFixtures, setApiFixtures } from "./api-fixtures";

const themes = { light: lightTheme, "high-contrast": highContrastTheme } as const;
type ThemeName = keyof typeof themes;

// The theme class goes on <html> so that portalled dialogs and toasts are themed too.
const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme ?? "light") as ThemeName;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themes));
    root.classList.add(themes[name] ?? lightTheme);
  }, [name]);
  return <Story />;
};

const withI18n: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? "en");
  const i18n = useMemo(() => createI18n(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

// A story's `parameters.api` answers the API calls its screen makes (api-fixtures.ts).
const withApi: Decorator = (Story, context) => {
  setApiFixtures(context.parameters.api as ApiFixtures | undefined);
  return <Story />;
};

// Screens read server state through React Query, as in the app; each story starts with an empty cache, so one
// story's fixture answers never show in another.
function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const withQueryClient: Decorator = (Story, context) => (
  <FreshQueryClient key={context.id}>
    <Story />
  </FreshQueryClient>
);

// Every story can raise toasts through useToast(), as screens do in the app.
// A story of a whole frame that has its own provider sets `parameters.ownToasts` (one toast region per page).
const withToasts: Decorator = (Story, context) =>
  context.parameters.ownToasts ? (
    <Story />
  ) : (
    <ToastProvider>
      <Story />
    </ToastProvider>
  );

// Each language by its own name, so a reviewer who reads it finds it.
const languageItems = LANGUAGES.map((code) => ({
  value: code,
  title: new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code,
  right: code,
}));

// The product's breakpoints (core spec 9): the smallest phone, a tablet, the widest layout breakpoint, and the
// width from which the side menu stays expanded.
const viewportOptions = {
  phone: { name: "Phone 360", styles: { width: "360px", height: "740px" }, type: "mobile" },
  tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: {
    name: `Desktop ${BREAKPOINTS.xl}`,
    styles: { width: `${BREAKPOINTS.xl}px`, height: "800px" },
    type: "desktop",
  },
  wide: {
    name: `Wide ${SIDE_MENU_AUTO_COLLAPSE_BELOW_PX} (side menu expanded)`,
    styles: { width: `${SIDE_MENU_AUTO_COLLAPSE_BELOW_PX}px`, height: "900px" },
    type: "desktop",
  },
} as const;

const preview: Preview = {
  // Every component gets a docs page: props table, its description (when to use it, do and don't), its stories.
  tags: ["autodocs"],
  parameters: {
    // Axe runs in every story test (`npm run test:unit`, project "storybook"): a violation fails the test.
    a11y: {
      test: "error",
      // A story renders one component, not a page: landmarks and a page heading are the screens' job.
      config: {
        rules: [
          { id: "region", enabled: false },
          { id: "page-has-heading-one", enabled: false },
          { id: "landmark-one-main", enabled: false },
        ],
      },
    },
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: { title: "Language", icon: "globe", items: languageItems, dynamicTitle: true },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "high-contrast", title: "High contrast" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", theme: "light" },
  // Decorators run inside-out: i18n must wrap the toast provider, whose region has a translated label.
  decorators: [withApi, withQueryClient, withToasts, withI18n, withTheme],
};

export default preview;
