import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BootShell } from "./boot-shell";

const webRoot = join(import.meta.dirname, "..", "..", "..");
const indexHtml = readFileSync(join(webRoot, "index.html"), "utf8");
const favicon = readFileSync(join(webRoot, "public", "favicon.svg"), "utf8");

/** The markup inside index.html's #root, as the browser parses it (void elements in one spelling). */
function staticShell(): string {
  const root = new DOMParser().parseFromString(indexHtml, "text/html").getElementById("root");
  return root?.innerHTML ?? "";
}

describe("BootShell", () => {
  it("is what index.html paints before the JavaScript runs, so the frame does not change when React takes over", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToStaticMarkup(<BootShell />);
    expect(staticShell()).not.toBe("");
    // React's server renderer adds a preload link for the image before it; the shell is the element itself.
    expect(staticShell()).toBe(host.querySelector(".boot-shell")?.outerHTML);
  });

  it("holds no text: the page's language is not known before the profile", () => {
    const host = document.createElement("div");
    host.innerHTML = staticShell();
    expect(host.textContent).toBe("");
  });

  it("draws the logo the header shows (public/favicon.svg)", () => {
    const shapes = (markup: string, type: DOMParserSupportedType) =>
      [...new DOMParser().parseFromString(markup, type).querySelectorAll("rect, path")].map((shape) =>
        [...shape.attributes].map(({ name, value }) => `${name}=${value}`).join(" "),
      );
    const drawn = shapes(renderToStaticMarkup(<BootShell />), "text/html");
    expect(drawn).toHaveLength(2);
    expect(drawn).toEqual(shapes(favicon, "image/svg+xml"));
  });

  it("shows what it is given below the header while the app loads", () => {
    const html = renderToStaticMarkup(
      <BootShell>
        <span>busy</span>
      </BootShell>,
    );
    expect(html).toContain('<div class="boot-shell-busy"><span>busy</span></div>');
  });
});
