import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { ImportsView, type ImportsViewProps } from "./imports-view";
import { HISTORY, IDLE, RUNNING, RUNNING_HISTORY } from "./system-fixtures";
import { SystemView } from "./system-view";

function renderView(overrides: Partial<ImportsViewProps> = {}, language = "en") {
  const props: ImportsViewProps = {
    sync: IDLE,
    history: HISTORY,
    failed: false,
    page: 0,
    onPage: vi.fn(),
    starting: false,
    onRunAll: vi.fn(),
    onRunTable: vi.fn(),
    ...overrides,
  };
  renderUi(<ImportsView {...props} />, language);
  return props;
}

describe("ImportsView", () => {
  it("starts one chosen table or all of them when a run may start", () => {
    const props = renderView();
    fireEvent.change(screen.getByRole("combobox", { name: "Table" }), { target: { value: "stock" } });
    fireEvent.click(screen.getByRole("button", { name: "Import this table" }));
    fireEvent.click(screen.getByRole("button", { name: "Synchronise all tables" }));
    expect(props.onRunTable).toHaveBeenCalledWith("stock");
    expect(props.onRunAll).toHaveBeenCalledOnce();
    expect(screen.getByText(/the next nightly run is due Nov 26, 2026/)).toBeTruthy();
  });

  it("waits while a run is active and shows its progress and when a start is possible again", () => {
    renderView({ sync: RUNNING, history: RUNNING_HISTORY });
    expect(screen.getByRole("button", { name: "Synchronise all tables" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Import this table" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Tables still to import: 2")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toHaveProperty("value", 800);
    expect(screen.getByText(/A manual start is possible from/)).toBeTruthy();
  });

  it("shows each import's status, duration, rows and log with its errors, and pages by 10", () => {
    const props = renderView();
    const failed = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(failed).getByText("Critical")).toBeTruthy();
    expect(within(failed).getByText("0 / 40")).toBeTruthy();
    expect(within(failed).getByText("Row 3: quantity must be a whole number")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(props.onPage).toHaveBeenCalledWith(1);
  });

  it("speaks German", () => {
    renderView({}, "de");
    expect(screen.getByRole("button", { name: "Alle Tabellen synchronisieren" })).toBeTruthy();
  });
});

describe("SystemView", () => {
  it("marks the open tab's link as the current page", () => {
    renderUi(
      <MemoryRouter>
        <SystemView tab="statistics">
          <p>content</p>
        </SystemView>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Statistics" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Imports" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "Database" }).getAttribute("href")).toBe("/system/database");
  });
});
