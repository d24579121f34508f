import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("announces a translated loading status", () => {
    renderUi(<Spinner />, "de");
    expect(screen.getByRole("status").getAttribute("aria-label")).toBe("Wird geladen…");
  });

  it("stays silent when decorative", () => {
    renderUi(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
