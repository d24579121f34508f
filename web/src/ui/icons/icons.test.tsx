import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

describe("icons", () => {
  it("are hidden from screen readers by default", () => {
    const { container } = render(<icons.BellIcon />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("become a named image when given a title", () => {
    render(<icons.BellIcon title="Notifications" />);
    expect(screen.getByRole("img", { name: "Notifications" })).toBeTruthy();
  });

  it("cover the set the app needs", () => {
    const needed = [
      "Close",
      "Search",
      "ChevronLeft",
      "ChevronRight",
      "ChevronUp",
      "ChevronDown",
      "Menu",
      "Bell",
      "User",
      "Heart",
      "HeartFilled",
      "List",
      "Plus",
      "Trash",
      "Edit",
      "Share",
      "Download",
      "Mail",
      "Pin",
      "Info",
      "Warning",
      "Error",
      "Check",
      "Database",
      "Filter",
      "Sort",
      "Settings",
      "Logout",
      "Globe",
      "ExternalLink",
      "Refresh",
      "GridSmall",
      "GridDefault",
      "GridLarge",
    ];
    expect(needed.filter((name) => !(`${name}Icon` in icons))).toEqual([]);
  });
});
