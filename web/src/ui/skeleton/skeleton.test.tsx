import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("draws the asked number of lines behind one translated loading status", () => {
    renderUi(<Skeleton lines={3} />, "fr");
    const status = screen.getByRole("status", { name: "Chargement du contenu" });
    expect(status.children).toHaveLength(3);
  });
});
