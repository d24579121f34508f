import type { ApiToken } from "@catalogue/core/api";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { ApiTokensView, type ApiTokensViewProps } from "./api-tokens-view";

const laptop: ApiToken = {
  id: 7,
  name: "laptop",
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: null,
  current: false,
};

function renderView(overrides: Partial<ApiTokensViewProps> = {}, language = "en") {
  const props: ApiTokensViewProps = {
    state: { kind: "ready", tokens: [laptop] },
    created: null,
    creating: false,
    serverUrl: "https://catalogue.example.com",
    timeZone: "UTC",
    onCreate: vi.fn(),
    onRevoke: vi.fn(),
    onCopy: vi.fn(),
    onDismissCreated: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  renderUi(<ApiTokensView {...props} />, language);
  return props;
}

describe("ApiTokensView", () => {
  it("creates a token with the trimmed name, and not without one", () => {
    const props = renderView();
    const create = screen.getByRole("button", { name: "Create token" });
    fireEvent.click(create);
    expect(props.onCreate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole("textbox", { name: /Token name/ }), {
      target: { value: "  CI imports " },
    });
    fireEvent.click(create);

    expect(props.onCreate).toHaveBeenCalledWith("CI imports");
  });

  it("shows a new token's secret once, with how to copy it and sign the command line in", () => {
    const props = renderView({ created: { name: "CI", secret: "cat_secret" } });
    const status = screen.getByRole("status");
    expect(within(status).getByText("Copy your new token now: it will not be shown again.")).toBeTruthy();
    expect(within(status).getByText("cat_secret")).toBeTruthy();
    expect(status.textContent).toContain("catalogue login --url https://catalogue.example.com");
    fireEvent.click(within(status).getByRole("button", { name: "Copy" }));
    expect(props.onCopy).toHaveBeenCalledWith("cat_secret");
  });

  it("lists each token with its dates and revokes it only after confirming", () => {
    const props = renderView();
    expect(screen.getByText("laptop")).toBeTruthy();
    expect(screen.getByText(/Created 2026-Nov-20 09:00 · Never used/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Revoke token “laptop”" }));
    expect(props.onRevoke).not.toHaveBeenCalled();
    const dialog = screen.getByRole("alertdialog", { name: "Revoke this token?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));

    expect(props.onRevoke).toHaveBeenCalledWith(laptop);
  });

  it("says when there are no tokens", () => {
    renderView({ state: { kind: "ready", tokens: [] } });
    expect(screen.getByText("You have no API tokens.")).toBeTruthy();
  });

  it("offers a retry when the tokens could not be loaded", () => {
    const props = renderView({ state: { kind: "failed" } });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it("speaks the user's language", () => {
    renderView({}, "de");
    expect(screen.getByRole("heading", { name: "API-Tokens" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Token erstellen" })).toBeTruthy();
  });
});
