/** A base no real site has: a target that resolves to another origin against it leaves the site. */
const PROBE_ORIGIN = "https://same-site.invalid";

/**
 * Core spec 2.2 / 7: the one check of every redirect target the app or the server takes from input (the
 * remembered path, `redirectUrl` of a login). Only a path on this site passes, in the form the browser will read
 * it: the target is resolved as a browser resolves it (`/\evil.example` and `/\t/evil.example` are
 * `//evil.example` to a browser), so anything that would leave the site gives `fallback`.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can collapse into a leading "//" ("/.//evil.example"), which a browser reads as another host.
  return path.startsWith("//") ? fallback : path;
}
