import { DEFAULT_FEATURE_FLAGS } from "@catalogue/core/access";
import type { Role } from "@catalogue/core/model";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { settingsDataFor } from "./settings-fixtures";
import type { SettingsState, SettingsViewProps } from "./settings-types";
import { SettingsView } from "./settings-view";

function renderView(state: SettingsState, overrides: Partial<SettingsViewProps> = {}, language = "en") {
  const props: SettingsViewProps = {
    state,
    saveStatus: "idle",
    flags: DEFAULT_FEATURE_FLAGS,
    presentationMode: false,
    onPresentationModeChange: vi.fn(),
    onChange: vi.fn(),
    onRetry: vi.fn(),
    onOpenConsentSettings: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  };
  renderUi(<SettingsView {...props} />, language);
  return props;
}

const ready = (role: Role): SettingsState => ({ kind: "ready", data: settingsDataFor(role) });

describe("SettingsView", () => {
  it("keeps a Basic user's price switch off and disabled, and says why", () => {
    renderView(ready("BASIC_USER"));
    const prices = screen.getByRole("switch", { name: "Show prices" });
    expect(prices.getAttribute("aria-checked")).toBe("false");
    expect((prices as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(prices.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("Basic users cannot switch prices on");
  });

  it("lets an Advanced user switch prices off, sending only that setting", () => {
    const props = renderView(ready("ADVANCED_USER"));
    const prices = screen.getByRole("switch", { name: "Show prices" });
    expect(prices.getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(prices);
    expect(props.onChange).toHaveBeenCalledWith({ showPrices: false });
  });

  it("sends each status check and mail setting by its profile field", () => {
    const props = renderView(ready("KEY_USER"));
    fireEvent.click(screen.getByRole("switch", { name: "Hide products without market clearance" }));
    expect(props.onChange).toHaveBeenLastCalledWith({ hideWithoutMarketClearance: true });
    fireEvent.click(screen.getByRole("switch", { name: "E-mail me when a curated list is updated" }));
    expect(props.onChange).toHaveBeenLastCalledWith({ updatedCountryShareNotification: false });
  });

  it("changes language, function and number format", () => {
    const props = renderView(ready("ADVANCED_USER"));
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ja" } });
    expect(props.onChange).toHaveBeenLastCalledWith({ languageShortcut: "ja" });
    fireEvent.change(screen.getByRole("combobox", { name: "Function" }), { target: { value: "SERVICE" } });
    expect(props.onChange).toHaveBeenLastCalledWith({ organizationRole: "SERVICE" });
    fireEvent.click(screen.getByRole("radio", { name: "Decimal point (1,234.56)" }));
    expect(props.onChange).toHaveBeenLastCalledWith({ separator: "DOT" });
  });

  it("offers the countries the user's roles reach and every currency, and sends both together", () => {
    const props = renderView(ready("KEY_USER"));
    const country = screen.getByRole("combobox", { name: "Country" }) as HTMLSelectElement;
    const currency = screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement;
    expect([...country.options].map((option) => option.text)).toEqual(["Germany", "Austria"]);
    expect(country.value).toBe("49");
    expect([...currency.options].map((option) => option.text)).toEqual([
      "EUR (Euro)",
      "CHF (Swiss Franc)",
      "USD (US Dollar)",
    ]);
    fireEvent.change(country, { target: { value: "43" } });
    expect(props.onChange).toHaveBeenLastCalledWith({ countryId: 43, currencyId: 1 });
    fireEvent.change(currency, { target: { value: "2" } });
    expect(props.onChange).toHaveBeenLastCalledWith({ countryId: 49, currencyId: 2 });
  });

  it("shows presentation mode only with its feature flag, and never to Basic users", () => {
    renderView(ready("ADMIN"));
    expect(screen.queryByRole("switch", { name: "Presentation mode" })).toBeNull();
    const props = renderView(ready("ADMIN"), { flags: { presentationMode: true } });
    fireEvent.click(screen.getByRole("switch", { name: "Presentation mode" }));
    expect(props.onPresentationModeChange).toHaveBeenCalledWith(true);
  });

  it("gives a partner no function, no price switch and no country-list mail", () => {
    renderView(ready("SALES_CHANNEL_PARTNER"));
    expect(screen.queryByRole("combobox", { name: "Function" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "Show prices" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "E-mail me when a curated list is updated" })).toBeNull();
    expect(screen.getByRole("switch", { name: "E-mail me when a list is shared with me" })).toBeTruthy();
  });

  it("links the legal pages, opens cookie settings and asks before logging out", () => {
    const props = renderView(ready("BASIC_USER"));
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "https://example.com/privacy",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(props.onOpenConsentSettings).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(props.onLogout).toHaveBeenCalled();
  });

  it("links the training material to the user guide the server serves, in a new tab", () => {
    renderView(ready("SALES_CHANNEL_PARTNER"));
    const training = screen.getByRole("link", { name: "Training material" });
    expect(training.getAttribute("href")).toBe("/help/");
    expect(training.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Instructions for use" }).getAttribute("href")).toBe(
      "https://example.com/ifu",
    );
  });

  it("announces a failed load with a retry, and the save status politely", () => {
    const props = renderView({ kind: "failed" }, { saveStatus: "saved" });
    expect(screen.getByRole("alert").textContent).toBe("Your settings could not be loaded.");
    expect(screen.getByRole("status").textContent).toBe("Settings saved");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it("renders in German", () => {
    renderView(ready("BASIC_USER"), {}, "de");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Einstellungen");
    expect(screen.getByRole("switch", { name: "Preise anzeigen" })).toBeTruthy();
  });
});
