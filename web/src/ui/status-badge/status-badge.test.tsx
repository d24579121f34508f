import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { StatusBadge } from "./status-badge";
import * as styles from "./status-badge.css";

describe("StatusBadge", () => {
  it("shows the shortcut code and label in the class of its colour", () => {
    renderUi(<StatusBadge colour="red" code="NA" label="Not available" />);
    const badge = screen.getByText("Not available").parentElement;
    expect(badge?.textContent).toBe("NANot available");
    expect(badge?.className).toContain(styles.colours.red);
  });
});
