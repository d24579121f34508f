import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { CharCounter } from "./char-counter";

describe("CharCounter", () => {
  it("shows the count against the limit", () => {
    renderUi(<CharCounter length={5} max={100} />);
    expect(screen.getByText("5/100")).toBeTruthy();
    expect(screen.queryByText("You have reached the character limit.")).toBeNull();
  });

  it("shows the reached-limit message at the limit", () => {
    renderUi(<CharCounter length={100} max={100} />);
    expect(screen.getByText("You have reached the character limit.")).toBeTruthy();
  });

  it("shows no message one character below the limit", () => {
    renderUi(<CharCounter length={99} max={100} />);
    expect(screen.queryByText("You have reached the character limit.")).toBeNull();
  });
});
