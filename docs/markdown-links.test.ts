import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingSlug, type LinkContext, linkProblem, markdownAnchors, markdownLinks } from "./markdown-links";

describe("markdownLinks", () => {
  it("finds inline links, images, reference definitions and HTML links with their lines", () => {
    const text = [
      'See [the guide](docs/guide.md) and ![logo](img/logo.png "Logo").',
      "",
      "[ref]: <docs/with space.md>",
      '<a href="cli.md#usage">CLI</a>',
    ].join("\n");
    expect(markdownLinks(text)).toEqual([
      { target: "docs/guide.md", line: 1 },
      { target: "img/logo.png", line: 1 },
      { target: "docs/with space.md", line: 3 },
      { target: "cli.md#usage", line: 4 },
    ]);
  });

  it("ignores links inside code spans and fenced code blocks", () => {
    const text = ["`[not](a-link.md)`", "```md", "[nor](this.md)", "```", "[but](this.md)"].join("\n");
    expect(markdownLinks(text)).toEqual([{ target: "this.md", line: 5 }]);
  });
});

describe("markdownAnchors", () => {
  it("gives GitHub's anchors: lower case, punctuation dropped, repeats numbered", () => {
    const anchors = markdownAnchors('# The `api` (HTTP) layer\n## Notes\n## Notes\n<a id="kept"></a>');
    expect([...anchors]).toEqual(["the-api-http-layer", "notes", "notes-1", "kept"]);
  });

  it("keeps letters of other scripts and hyphens", () => {
    expect(headingSlug("Run 11: favourites group-committed (2026-11-22)")).toBe(
      "run-11-favourites-group-committed-2026-11-22",
    );
  });
});

describe("linkProblem", () => {
  const root = "/repo";
  const files = new Map([
    ["/repo/README.md", "# Product Catalogue\n## The workspaces"],
    ["/repo/docs/index.md", "# Docs"],
    ["/repo/docs/decisions", ""],
  ]);
  const context: LinkContext = {
    repositoryRoot: root,
    exists: (file) => files.has(file),
    read: (file) => files.get(file) ?? "",
    isDirectory: (file) => file.endsWith("decisions"),
  };
  const from = path.join(root, "docs", "index.md");

  it("accepts existing files, folders, headings and web addresses", () => {
    expect(linkProblem(from, "../README.md#the-workspaces", context)).toBeNull();
    expect(linkProblem(from, "decisions/", context)).toBeNull();
    expect(linkProblem(from, "/README.md", context)).toBeNull();
    expect(linkProblem(from, "#docs", context)).toBeNull();
    expect(linkProblem(from, "https://example.com/x.md", context)).toBeNull();
  });

  it("refuses a missing file, with or without an anchor", () => {
    expect(linkProblem(from, "api/gone.md", context)).toMatch(/does not exist/);
    expect(linkProblem(from, "api/gone.md#part", context)).toMatch(/does not exist/);
  });

  it("refuses an anchor that no heading of the target has", () => {
    expect(linkProblem(from, "../README.md#nowhere", context)).toMatch(/no heading #nowhere/);
  });

  it("refuses links that leave the repository, the shared design folder above all", () => {
    expect(linkProblem(from, "../../elsewhere/x.md", context)).toMatch(/outside the repository/);
    expect(linkProblem(path.join(root, "README.md"), ["..", "shared", "X.md"].join("/"), context)).toMatch(
      /shared design folder/,
    );
    expect(linkProblem(from, "file:///etc/passwd", context)).toMatch(/outside the repository/);
  });
});
