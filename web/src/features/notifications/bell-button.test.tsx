import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { BellButton } from "./bell-button";

const i18n = createI18n("en");
// Rerenders keep the provider, so the bell stays mounted and sees the count change.
const bell = (count: number | null) => (
  <I18nextProvider i18n={i18n}>
    <BellButton count={count} expanded={false} controls="inbox" onClick={() => undefined} />
  </I18nextProvider>
);

describe("BellButton (core spec 2.3 / 9)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the unread count, 99+ from 100, and says it in the button's name", () => {
    const { rerender } = render(bell(3));
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    rerender(bell(100));
    expect(screen.getByText("99+")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications, 99+ unread" })).toBeTruthy();
  });

  it("shows no badge at 0 or while the count is unknown", () => {
    const { rerender } = render(bell(0));
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    rerender(bell(null));
    expect(screen.queryByText("0")).toBeNull();
  });

  it("swings for 1000 ms when the count changes, not on the first value", () => {
    vi.useFakeTimers();
    const { container, rerender } = render(bell(2));
    const ringing = () => container.querySelector("[data-ringing]") !== null;
    expect(ringing()).toBe(false);
    rerender(bell(3));
    expect(ringing()).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(ringing()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(ringing()).toBe(false);
  });
});
