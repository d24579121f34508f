import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { CharCounter } from "./char-counter";

const limitMessage = "You have reached the character limit.";

describe("CharCounter", () => {
  it("shows the count against the limit", () => {
    renderUi(<CharCounter text="hello" max={100} />);
    expect(screen.getByText("5/100")).toBeTruthy();
    expect(screen.queryByText(limitMessage)).toBeNull();
  });

  it("shows the reached-limit message at the limit", () => {
    renderUi(<CharCounter text={"x".repeat(100)} max={100} />);
    expect(screen.getByText(limitMessage)).toBeTruthy();
  });

  it("shows no message one character below the limit", () => {
    renderUi(<CharCounter text={"x".repeat(99)} max={100} />);
    expect(screen.queryByText(limitMessage)).toBeNull();
  });

  it("shows the reached-limit message in the reader's language", () => {
    renderUi(<CharCounter text="abc" max={3} />, "de");
    expect(screen.getByText("Sie haben die maximale Zeichenanzahl erreicht.")).toBeTruthy();
  });
});
