import { describe, expect, it } from "vitest";
import { screenToSvg, TerminalScreen } from "./terminal-screen";

describe("TerminalScreen (replays a recorded session into the screen a person saw)", () => {
  it("writes lines and returns to the start of a line", () => {
    const screen = new TerminalScreen();
    screen.write("$ catalogue\r\nfirst\r\nsecXX\rsec");
    expect(screen.text()).toEqual(["$ catalogue", "first", "secXX"]);
  });

  it("wraps a line longer than the screen", () => {
    const screen = new TerminalScreen(4);
    screen.write("abcdefg\r\nh");
    expect(screen.text()).toEqual(["abcd", "efg", "h"]);
  });

  it("redraws in place as Ink does: erase the line, cursor up, column 1", () => {
    const screen = new TerminalScreen();
    screen.write("TABLE STATUS\r\nproducts QUEUED\r\n");
    screen.write("\u001b[2K\u001b[1A\u001b[2K\u001b[1A\u001b[2K\u001b[G");
    screen.write("TABLE STATUS\r\nproducts SUCCESS\r\n");
    expect(screen.text()).toEqual(["TABLE STATUS", "products SUCCESS"]);
  });

  it("keeps colours and bold, and draws them in the SVG", () => {
    const screen = new TerminalScreen();
    screen.write("\u001b[32m✔\u001b[39m \u001b[1mdone\u001b[22m <ok>");
    const svg = screenToSvg(screen, 40, "a test");
    expect(svg).toContain('<tspan fill="#23d18b">✔</tspan>');
    expect(svg).toContain('font-weight="bold">done</tspan>');
    expect(svg).toContain("&lt;ok&gt;");
  });
});
