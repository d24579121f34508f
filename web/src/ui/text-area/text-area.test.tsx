import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { TextArea } from "./text-area";

describe("TextArea", () => {
  it("reports typed text and shows the limit message at its maximum", () => {
    const onChange = vi.fn();
    renderUi(<TextArea label="Note" value={"n".repeat(250)} maxLength={250} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "short" } });
    expect(onChange).toHaveBeenCalledWith("short");
    expect(screen.getByText("You have reached the character limit.")).toBeTruthy();
  });
});
