import "./styles/theme.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { router } from "./app/router";
import { createI18n } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={createI18n(navigator.language.slice(0, 2))}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
