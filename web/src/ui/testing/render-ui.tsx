import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../../lib/i18n";

/** Renders a design-system component the way the app does: with i18n (English unless told). */
export function renderUi(ui: ReactElement, language = "en"): RenderResult {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}
