import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageLinks, siteLinkProblem, sitePages } from "./site-links";

const RULES = { base: "/help/", outsidePaths: ["/"] };

/** A tiny built site: a start page, a page with a heading, a German folder and a picture. */
function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-links-"));
  mkdirSync(path.join(dir, "de"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), '<a href="/help/lists.html#export">x</a>');
  writeFileSync(path.join(dir, "lists.html"), '<h2 id="export">Export</h2>');
  writeFileSync(path.join(dir, "de", "index.html"), "");
  writeFileSync(path.join(dir, "assets", "finder.png"), "");
  return dir;
}

describe("siteLinkProblem", () => {
  const dir = site();
  const from = (page: string, target: string) => siteLinkProblem(dir, { page, target }, RULES);

  it("accepts pages, folders with an index, anchors, pictures, web addresses and the app's start page", () => {
    expect(from("index.html", "/help/lists.html#export")).toBeNull();
    expect(from("de/index.html", "../lists.html")).toBeNull();
    expect(from("index.html", "/help/de/")).toBeNull();
    expect(from("index.html", "/help/assets/finder.png")).toBeNull();
    expect(from("index.html", "https://example.com/")).toBeNull();
    expect(from("index.html", "/help/../")).toBeNull();
    expect(from("index.html", "data:image/png;base64,iVBORw0KGgo=")).toBeNull();
  });

  it("refuses a missing page or picture, an unknown anchor and any other path outside the guide", () => {
    expect(from("index.html", "/help/gone.html")).toMatch(/no file gone.html/);
    expect(from("de/index.html", "images/finder.png")).toMatch(/no file de\/images\/finder.png/);
    expect(from("index.html", "/help/lists.html#import")).toMatch(/no anchor #import/);
    expect(from("index.html", "/settings")).toMatch(/leaves the guide/);
    expect(from("index.html", "data:text/html,<script>")).toMatch(/leaves the guide/);
  });

  it("finds the pages of the site and the addresses of a page", () => {
    expect(sitePages(dir)).toEqual(["de/index.html", "index.html", "lists.html"]);
    expect(pageLinks("index.html", '<img src="a.png"><a href="b.html?x=1&amp;y=2">')).toEqual([
      { page: "index.html", target: "a.png" },
      { page: "index.html", target: "b.html?x=1&y=2" },
    ]);
  });
});
