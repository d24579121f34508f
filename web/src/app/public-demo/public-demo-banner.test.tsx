import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";
import { PublicDemoBanner } from "./public-demo-banner";

/** Renders the banner on a page, with the server's health answer; resolves once that answer is in. */
async function renderBanner(publicDemo: boolean | undefined, language = "en"): Promise<void> {
  const answer = Promise.resolve({ status: "ok" as const, version: "1", publicDemo });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <PublicDemoBanner health={() => answer} />
      <p>page</p>
    </I18nextProvider>,
  );
  await act(async () => {
    await answer;
  });
}

describe("PublicDemoBanner", () => {
  it("warns on every page while the server runs a demo others can reach", async () => {
    await renderBanner(true);
    expect(screen.getByTestId("public-demo-banner").textContent).toContain("any user");
  });

  it("speaks the page's language", async () => {
    await renderBanner(true, "de");
    expect(screen.getByTestId("public-demo-banner").textContent).toContain("Öffentliche Demo");
  });

  it("shows nothing on a demo of one's own machine or in production", async () => {
    await renderBanner(false);
    expect(screen.queryByTestId("public-demo-banner")).toBeNull();
  });
});
