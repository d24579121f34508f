import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { RadioGroup } from "./radio-group";

describe("RadioGroup", () => {
  it("is a named group whose choice is reported", () => {
    const onChange = vi.fn();
    renderUi(
      <RadioGroup
        legend="Card size"
        value="small"
        onChange={onChange}
        options={[
          { value: "small", label: "Small" },
          { value: "large", label: "Large" },
        ]}
      />,
    );
    expect(screen.getByRole("group", { name: "Card size" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Large"));
    expect(onChange).toHaveBeenCalledWith("large");
  });
});
