// Relative, not through the package name: Vite bundles a config's relative imports, while a workspace package
// would be loaded by Node itself, which cannot read core's TypeScript.
import { ALL_CALLS } from "../../core/src/api/catalogue/all-calls";
import type { AnyCall } from "../../core/src/api/catalogue/define-call";

/** Answers never kept for offline use: sign-in and sessions, API tokens, the developer controls, health. */
const NEVER_CACHED_AREAS = ["auth.", "dev.", "apiTokens.", "system."];

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** One call's path template as a pattern: each `{name}` is one path segment. */
const pathPattern = (path: string) => escapeRegExp(path).replace(/\\?\{[A-Za-z0-9_]+\\?\}/g, "[^/?]+");

/** A JSON read a signed-in user may make: what offline reading can use (core spec 2.2, supplement 7). */
export function isOfflineReadable(call: AnyCall): boolean {
  return (
    call.method === "GET" &&
    call.answer.kind === "json" &&
    !call.internal &&
    !NEVER_CACHED_AREAS.some((area) => call.id.startsWith(area))
  );
}

/**
 * The address pattern of the given calls below `/api`, on any origin, with or without a query. Built from the call
 * catalogue, so a new read is cached without a path written twice; writes never match (the service worker only
 * caches GET, and a write's path is left out unless a read shares it).
 */
export function callsPattern(calls: readonly AnyCall[], apiBase = "/api"): RegExp {
  const paths = [...new Set(calls.map((call) => pathPattern(call.path)))].sort();
  return new RegExp(`^https?://[^/]+${escapeRegExp(apiBase)}(?:${paths.join("|")})(?:\\?.*)?$`);
}

/** The API reads the service worker keeps a copy of (network first: online always shows fresh data). */
export const offlineReadablePattern = (): RegExp => callsPattern(ALL_CALLS.filter(isOfflineReadable));

/** Product pictures (cache first with expiry: an image of an id never changes). */
export const imagePattern = (): RegExp =>
  callsPattern(ALL_CALLS.filter((call) => call.id === "images.image"));
