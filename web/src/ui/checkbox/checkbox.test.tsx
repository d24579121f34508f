import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("toggles when its label is clicked", () => {
    const onChange = vi.fn();
    renderUi(<Checkbox label="Show prices" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByText("Show prices"));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
