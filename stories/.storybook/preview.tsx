import "@catalogue/web/styles/theme.css";
import { LANGUAGES } from "@catalogue/core/constants";
import { createI18n } from "@catalogue/web/lib/i18n";
import type { Preview } from "@storybook/react-vite";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: { title: "Language", icon: "globe", items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: "en" },
  decorators: [
    (Story, context) => {
      const locale = String(context.globals.locale ?? "en");
      const i18n = useMemo(() => createI18n(locale), [locale]);
      return (
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
