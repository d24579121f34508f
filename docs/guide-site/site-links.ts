import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A link or resource address written in a built page: where it points and the page it stands in. */
export interface SiteLink {
  readonly page: string;
  readonly target: string;
}

const ADDRESS = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** Every HTML file of a built site, as paths relative to its folder, sorted. */
export function sitePages(siteDir: string): string[] {
  const visit = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return visit(full);
      return entry.name.endsWith(".html") ? [path.relative(siteDir, full)] : [];
    });
  return visit(siteDir).sort();
}

/** The `href` and `src` addresses of a page (HTML entities of `&` decoded). */
export function pageLinks(page: string, html: string): SiteLink[] {
  return [...html.matchAll(ADDRESS)].map((match) => ({
    page,
    target: (match[1] ?? "").replace(/&amp;/g, "&"),
  }));
}

/** The ids a page offers as anchors. */
export function pageAnchors(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((match) => match[1] ?? ""));
}

/** What a link may leave the site for: web addresses, mail, and the app's own pages (the guide links back to it). */
export interface SiteLinkRules {
  /** The path the site is served under, with slashes at both ends (`/help/`). */
  readonly base: string;
  /** Paths outside the base that are fine to link to (the app's start page). */
  readonly outsidePaths: readonly string[];
}

/**
 * Why a link of a built page is broken, or null when it is fine. Addresses under the base must name a file of the
 * site (a folder: its index.html), and an anchor into a page must name one of its ids.
 */
export function siteLinkProblem(siteDir: string, link: SiteLink, rules: SiteLinkRules): string | null {
  const { target } = link;
  if (/^(https?:|mailto:)/i.test(target) || target.startsWith("//")) return null;
  // VitePress puts pictures under 4 kB into the page itself; such a picture leads nowhere else.
  if (/^data:image\//i.test(target)) return null;
  if (target === "" || target.startsWith("javascript:")) return "empty or script address";
  const pageUrl = new URL(`${rules.base}${link.page.split(path.sep).join("/")}`, "http://site.invalid");
  const resolved = new URL(target, pageUrl);
  if (!resolved.pathname.startsWith(rules.base)) {
    return rules.outsidePaths.includes(resolved.pathname)
      ? null
      : `leaves the guide for ${resolved.pathname}`;
  }
  let file = path.join(siteDir, decodeURIComponent(resolved.pathname.slice(rules.base.length)));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
  if (!existsSync(file)) return `no file ${path.relative(siteDir, file)}`;
  const anchor = decodeURIComponent(resolved.hash.slice(1));
  if (anchor && file.endsWith(".html") && !pageAnchors(readFileSync(file, "utf8")).has(anchor)) {
    return `no anchor #${anchor} in ${path.relative(siteDir, file)}`;
  }
  return null;
}
