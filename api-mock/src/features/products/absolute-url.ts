/** A site path whose absolute form is the origin followed by it: no "//" start, no escapes needed, no dot segments. */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * Core spec 3: links are stored as site paths; the contract wants absolute URLs on the caller's origin (an
 * origin as `URL.origin` gives it, without a trailing slash). A detail answer has about eight
 * links, and parsing each with `new URL` was 15 % of a detail request's CPU; a plain path needs no parsing.
 */
export function absoluteUrl(url: string, origin: string): string {
  return PLAIN_PATH.test(url) && !DOT_SEGMENT.test(url) ? origin + url : new URL(url, origin).toString();
}
