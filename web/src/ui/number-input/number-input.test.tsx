import { NUMBER_INPUTS } from "@catalogue/core/pricing";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { NumberInput } from "./number-input";

describe("NumberInput", () => {
  it("reports each keystroke's number without committing it", () => {
    const onChange = vi.fn();
    const onTyping = vi.fn();
    renderUi(
      <NumberInput
        label="Price"
        value={0}
        {...NUMBER_INPUTS.price}
        onChange={onChange}
        onTyping={onTyping}
      />,
    );
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "12,5" } });
    expect(onTyping).toHaveBeenLastCalledWith(12.5);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("commits a comma decimal on blur", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Price" value={0} {...NUMBER_INPUTS.price} onChange={onChange} />);
    const input = screen.getByLabelText("Price");
    fireEvent.change(input, { target: { value: "3,75" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(3.75);
  });

  it("commits on Enter, rounded up to a whole quantity", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={1} {...NUMBER_INPUTS.quantity} onChange={onChange} />);
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "2.1" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("resets an emptied field to the minimum", () => {
    const onChange = vi.fn();
    renderUi(
      <NumberInput label="Quantity" value={4} {...NUMBER_INPUTS.quantity} min={1} onChange={onChange} />,
    );
    const input = screen.getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it("holds a typed value over the bound at the bound", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={4} {...NUMBER_INPUTS.quantity} onChange={onChange} />);
    const input = screen.getByLabelText("Quantity") as HTMLInputElement;
    fireEvent.change(input, { target: { value: `${NUMBER_INPUTS.quantity.max + 1}` } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(NUMBER_INPUTS.quantity.max);
  });

  it("steps up with the arrow key", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={4} {...NUMBER_INPUTS.quantity} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText("Quantity"), { key: "ArrowUp" });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it("does not step below the minimum", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={0} {...NUMBER_INPUTS.quantity} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText("Quantity"), { key: "ArrowDown" });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("resets text that is not a number to the minimum, as core reads it", () => {
    const onChange = vi.fn();
    renderUi(<NumberInput label="Quantity" value={2} {...NUMBER_INPUTS.quantity} onChange={onChange} />);
    const input = screen.getByLabelText("Quantity") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "abc" } });
    fireEvent.blur(input);
    expect(input.value).toBe("0");
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
