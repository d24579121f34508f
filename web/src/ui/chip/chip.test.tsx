import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Chip } from "./chip";

describe("Chip", () => {
  it("offers a remove button named after the chip, in the user's language", () => {
    const onRemove = vi.fn();
    renderUi(<Chip label="Germany" onRemove={onRemove} />, "de");
    fireEvent.click(screen.getByRole("button", { name: "Germany entfernen" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("has no button when it cannot be removed", () => {
    renderUi(<Chip label="Germany" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
