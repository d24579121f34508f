import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CloseIcon } from "../icons/icons";
import { renderUi } from "../testing/render-ui";
import { IconButton } from "./icon-button";

describe("IconButton", () => {
  it("is named by its label while the icon stays hidden from screen readers", () => {
    renderUi(<IconButton label="Close" icon={<CloseIcon />} />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
