import { fireEvent, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import {
  installFakeIntersectionObserver,
  resetObserved,
  scrollToEnd,
} from "../../ui/testing/fake-intersection-observer";
import { renderUi } from "../../ui/testing/render-ui";
import { InboxPanel, type InboxPanelProps } from "./inbox-panel";
import { fixtureNotifications, pagesOf } from "./notifications-fixtures";

function renderPanel(overrides: Partial<InboxPanelProps> = {}) {
  const props: InboxPanelProps = {
    id: "inbox",
    loadPage: pagesOf(fixtureNotifications(14, 2)),
    readIds: new Set(),
    allRead: false,
    hasUnread: true,
    markingAll: false,
    onOpen: vi.fn(),
    onMarkAllRead: vi.fn(),
    onClose: vi.fn(),
    timeZone: "UTC",
    ...overrides,
  };
  const view = renderUi(<InboxPanel {...props} />);
  return { props, view };
}

describe("InboxPanel (core spec 4.5)", () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetObserved();
  });

  it("loads ten notifications a page, the next when the end comes into view", async () => {
    renderPanel();
    await scrollToEnd();
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /ICU ventilation set|roles/ })).toHaveLength(10),
    );
    await scrollToEnd();
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /ICU ventilation set|roles/ })).toHaveLength(14),
    );
    expect(screen.getByText("You have reached the end of the list.")).toBeTruthy();
  });

  it("words each type and marks unread ones for screen readers", async () => {
    renderPanel();
    await scrollToEnd();
    expect(
      await screen.findByRole("button", {
        name: /^Unread: Anna Schmidt shared the list “ICU ventilation set 1” with you 2026-Nov-20 12:00$/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole("button", { name: /^Unread: The curated list “ICU ventilation set 2” was updated/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Your roles have changed/ }).length).toBeGreaterThan(0);
  });

  it("shows a notification read once it is clicked (readIds) or all are marked read", async () => {
    const { view, props } = renderPanel();
    await scrollToEnd();
    const first = await screen.findByRole("button", { name: /ICU ventilation set 1”/ });
    fireEvent.click(first);
    expect(props.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1000 }));
    const i18n = createI18n("en");
    // Rerenders keep a provider around the panel, so it stays mounted with its loaded pages.
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <InboxPanel {...props} readIds={new Set([1000])} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("button", { name: /ICU ventilation set 1”/ }).textContent).not.toContain(
      "Unread",
    );
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <InboxPanel {...props} allRead hasUnread={false} />
      </I18nextProvider>,
    );
    expect(screen.queryAllByText(/Unread/)).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("marks all as read and closes on Escape", async () => {
    const { props } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(props.onMarkAllRead).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Notifications" }), { key: "Escape" });
    expect(props.onClose).toHaveBeenCalled();
  });

  it("says so when there are no notifications", async () => {
    renderPanel({ loadPage: pagesOf([]), hasUnread: false });
    await scrollToEnd();
    expect((await screen.findByRole("heading", { name: "No notifications" })).tagName).toBe("H3");
    expect(screen.getByText("You have no notifications at the moment.")).toBeTruthy();
  });
});
