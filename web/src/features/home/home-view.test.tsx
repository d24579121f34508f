import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";
import { HomeView } from "./home-view";

describe("HomeView", () => {
  it("shows the version in the chosen language", () => {
    render(
      <I18nextProvider i18n={createI18n("de")}>
        <HomeView health={{ kind: "ready", version: "9.9.9" }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Produktkatalog");
    expect(screen.getByTestId("api-version").textContent).toBe("API-Version 9.9.9");
  });

  it("announces an unreachable server as an alert", () => {
    render(
      <I18nextProvider i18n={createI18n("en")}>
        <HomeView health={{ kind: "failed" }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe("The server cannot be reached.");
  });
});
