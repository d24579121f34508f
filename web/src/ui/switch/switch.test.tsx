import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Switch } from "./switch";

describe("Switch", () => {
  it("is a named switch that reports the flipped state", () => {
    const onChange = vi.fn();
    renderUi(<Switch label="Presentation mode" checked={false} onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Presentation mode" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
