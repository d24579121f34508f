import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Select } from "./select";

const options = [
  { value: "EUR", label: "Euro" },
  { value: "USD", label: "US dollar" },
];

describe("Select", () => {
  it("reports the chosen value", () => {
    const onChange = vi.fn();
    renderUi(<Select label="Currency" options={options} value="EUR" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "USD" } });
    expect(onChange).toHaveBeenCalledWith("USD");
  });

  it("offers a translated empty choice as placeholder", () => {
    renderUi(
      <Select label="Währung" options={options} value="" placeholder onChange={() => undefined} />,
      "de",
    );
    expect(screen.getByRole("option", { name: "Bitte auswählen" })).toBeTruthy();
  });
});
