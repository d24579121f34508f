import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("has a translated default heading", () => {
    renderUi(<EmptyState />, "es");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Nada que mostrar");
  });

  it("shows the caller's title, text and action", () => {
    renderUi(
      <EmptyState title="No lists yet" text="Create one." action={<button type="button">Create</button>} />,
    );
    expect(screen.getByRole("heading").textContent).toBe("No lists yet");
    expect(screen.getByRole("button", { name: "Create" })).toBeTruthy();
  });
});
