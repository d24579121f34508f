import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A link written in a Markdown file: the target as written and the line it stands on (from 1). */
export interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

// Code is not a link: fenced blocks (and, for links, inline code spans) are blanked out before links are looked
// for, keeping every line break so the reported line numbers stay right.
function withoutCode(text: string, { spans }: { spans: boolean }): string {
  let fence: string | null = null;
  const lines = text.split("\n").map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return "";
    }
    if (fence !== null) {
      if (marker?.startsWith(fence)) fence = null;
      return "";
    }
    return spans ? line.replace(/(`+)[^`]*?\1/g, (span) => " ".repeat(span.length)) : line;
  });
  return lines.join("\n");
}

const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
const HTML_LINK = /<(?:a|img)\s[^>]*?(?:href|src)\s*=\s*["']([^"']*)["']/gi;

/** Every link target of a Markdown text: inline links and images, reference definitions, HTML `href`/`src`. */
export function markdownLinks(text: string): MarkdownLink[] {
  const prose = withoutCode(text, { spans: true });
  const lineOf = (index: number) => prose.slice(0, index).split("\n").length;
  const links: MarkdownLink[] = [];
  for (const pattern of [INLINE_LINK, REFERENCE_DEFINITION, HTML_LINK]) {
    for (const match of prose.matchAll(pattern)) {
      const written = match[1] ?? "";
      const target = written.startsWith("<") ? written.slice(1, -1) : written;
      links.push({ target, line: lineOf(match.index) });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase();
  return rendered.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-");
}

/** The anchors a Markdown text offers: its headings (repeats numbered as GitHub does) and HTML `id`/`name`. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(text, { spans: false }).matchAll(/^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/gm)) {
    const slug = headingSlug(match[1] ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of text.matchAll(/<a\s[^>]*?(?:id|name)\s*=\s*["']([^"']+)["']/gi)) {
    if (match[1]) anchors.add(match[1]);
  }
  return anchors;
}

/** What the checker needs to know about the files around a link; the real file system by default. */
export interface LinkContext {
  readonly repositoryRoot: string;
  readonly exists: (file: string) => boolean;
  readonly read: (file: string) => string;
  readonly isDirectory: (file: string) => boolean;
}

export function fileSystemContext(repositoryRoot: string): LinkContext {
  return {
    repositoryRoot,
    exists: existsSync,
    read: (file) => readFileSync(file, "utf8"),
    isDirectory: (file) => statSync(file).isDirectory(),
  };
}

// The design folder the project was started from sits beside the repository; the repository owns its design
// now, so a link there is wrong even where such a folder happens to exist.
const OUTSIDE_DESIGN_FOLDER = /(^|\/)\.\.\/shared(\/|$)|\/work\/shared(\/|$)/;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Why a link in `file` is broken, or null when it is fine. Web addresses are not followed; everything else must
 * name a file or folder inside the repository, and an anchor into a Markdown file must name one of its headings.
 */
export function linkProblem(file: string, target: string, context: LinkContext): string | null {
  if (OUTSIDE_DESIGN_FOLDER.test(target)) return "points outside the repository (the shared design folder)";
  if (target.startsWith("file:")) return "points at a file outside the repository (file: address)";
  if (URL_SCHEME.test(target) || target.startsWith("//")) return null;

  const [pathPart = "", anchor] = target.split("#", 2);
  const written = decodeURIComponent(pathPart.split("?", 1)[0] ?? "");
  const root = context.repositoryRoot;
  const resolved =
    written === ""
      ? file
      : written.startsWith("/")
        ? path.join(root, written)
        : path.resolve(path.dirname(file), written);
  const inside = path.relative(root, resolved);
  if (inside.startsWith("..") || path.isAbsolute(inside)) return "points outside the repository";
  if (!context.exists(resolved)) return `target ${inside || "."} does not exist`;
  if (anchor && resolved.endsWith(".md") && !context.isDirectory(resolved)) {
    if (!markdownAnchors(context.read(resolved)).has(anchor)) return `no heading #${anchor} in ${inside}`;
  }
  return null;
}
