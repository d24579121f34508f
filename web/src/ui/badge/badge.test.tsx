import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Badge } from "./badge";

describe("Badge", () => {
  it("shows the exact count up to 99", () => {
    renderUi(<Badge count={99} />);
    expect(screen.getByText("99")).toBeTruthy();
  });

  it("shows 99+ at 100", () => {
    renderUi(<Badge count={100} />);
    expect(screen.getByText("99+")).toBeTruthy();
  });

  it("shows 99+ far beyond 100", () => {
    renderUi(<Badge count={12_345} />);
    expect(screen.getByText("99+")).toBeTruthy();
  });

  it("renders nothing for zero", () => {
    const { container } = renderUi(<Badge count={0} />);
    expect(container.textContent).toBe("");
  });

  it("tells screen readers what is counted", () => {
    renderUi(<Badge count={3} label="unread notifications" />);
    expect(screen.getByText("3 unread notifications")).toBeTruthy();
  });
});
