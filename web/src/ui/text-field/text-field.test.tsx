import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("is labelled and reports typed text", () => {
    const onChange = vi.fn();
    renderUi(<TextField label="Title" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ward A" } });
    expect(onChange).toHaveBeenCalledWith("Ward A");
  });

  it("marks itself invalid and points to its error", () => {
    renderUi(
      <TextField label="Title" value="" onChange={() => undefined} error="This field cannot be empty" />,
    );
    const input = screen.getByLabelText("Title");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe(
      "This field cannot be empty",
    );
  });

  it("shows a counter when it has a maximum length", () => {
    renderUi(<TextField label="Title" value="abcde" onChange={() => undefined} maxLength={100} />);
    expect(screen.getByText("5/100")).toBeTruthy();
  });
});
