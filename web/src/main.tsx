import "./styles/theme.css";
import { normalizeLoginCallback } from "@catalogue/core/access";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { createAppRouter } from "./app/router";
import { createAppI18n, toLanguage } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const container = root;

// Core spec 2.2: the identity page returns to `/#/?code=`; the router only knows paths, so the hash becomes one.
if (window.location.hash.length > 1) {
  window.history.replaceState(null, "", normalizeLoginCallback(window.location.hash));
}
const router = createAppRouter();

// The chosen language's texts are fetched before the first paint, so no English text flashes up first.
void createAppI18n(toLanguage(navigator.language)).then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});
