import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fileSystemContext, linkProblem, markdownLinks } from "./markdown-links";
import { repositoryFiles } from "./repository-files";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const context = fileSystemContext(root);
const relative = (file: string) => path.relative(root, file);

// Written in pieces so that this file does not match what it looks for.
const OUTSIDE_DESIGN = [`..${"/"}shared/`, `/work${"/"}shared`];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|sh)$|\/\.ci\/[^/.]+$/;

describe("links in the repository's Markdown", () => {
  const markdownFiles = repositoryFiles(root, (file) => file.endsWith(".md"));

  it("finds the Markdown files (the README, the docs, a README per workspace)", () => {
    const names = markdownFiles.map(relative);
    expect(names).toContain("README.md");
    expect(names).toContain(path.join("docs", "index.md"));
    expect(names.length).toBeGreaterThan(30);
  });

  it("has no link to a missing file or heading, and none that leaves the repository", () => {
    const broken = markdownFiles.flatMap((file) =>
      markdownLinks(readFileSync(file, "utf8")).flatMap(({ target, line }) => {
        const problem = linkProblem(file, target, context);
        return problem ? [`${relative(file)}:${line} (${target}): ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe("references to the design folder outside the repository", () => {
  it("appear in no source, configuration or documentation file", () => {
    const mentions = repositoryFiles(root, (file) => TEXT_FILE.test(file)).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((text, index) =>
          OUTSIDE_DESIGN.some((needle) => text.includes(needle)) ? [`${relative(file)}:${index + 1}`] : [],
        ),
    );
    expect(mentions).toEqual([]);
  });
});
