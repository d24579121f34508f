import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../testing/render-ui";
import { Accordion } from "./accordion";

describe("Accordion", () => {
  it("opens and closes a section from its heading button", () => {
    renderUi(<Accordion items={[{ id: "a", title: "Country", content: "Germany" }]} />);
    const trigger = screen.getByRole("button", { name: "Country" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Country" })).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "Country" }).textContent).toBe("Germany");
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });
});
