import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { NumberInput } from "./number-input";

describe("NumberInput", () => {
  it("commits a comma decimal on blur", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Price" value={0} fractionDigits={2} onChange={onChange} />);
    const input = screen.getByLabelText("Price");
    fireEvent.change(input, { target: { value: "3,75" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(3.75);
  });

  it("resets an emptied field to the minimum", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={4} min={1} onChange={onChange} />);
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it("steps up with the arrow key", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={4} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText("Quantity"), { key: "ArrowUp" });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it("does not step below the minimum", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={0} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText("Quantity"), { key: "ArrowDown" });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("restores the last value when the text is not a number", () => {
    renderUi(<NumberInput label="Quantity" value={2} onChange={() => undefined} />);
    const input = screen.getByLabelText("Quantity") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "abc" } });
    fireEvent.blur(input);
    expect(input.value).toBe("2");
  });
});
