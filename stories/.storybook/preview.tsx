import "@catalogue/web/styles/theme.css";
import { LANGUAGES } from "@catalogue/core/constants";
import { createI18n } from "@catalogue/web/lib/i18n";
import { highContrastTheme, lightTheme } from "@catalogue/web/styles/themes.css.ts";
import { ToastProvider } from "@catalogue/web/ui/toast/toast-provider.tsx";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
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

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: { title: "Language", icon: "globe", items: [...LANGUAGES], dynamicTitle: true },
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
  decorators: [withApi, withToasts, withI18n, withTheme],
};

export default preview;
