import type { AnyCall } from "./define-call";

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** The names of a path template's placeholders, in order (`/lists/{id}/x/{elementId}` gives id, elementId). */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/**
 * Supplement 7: the path of one call below `/api`, each placeholder filled with its encoded parameter. A missing
 * parameter is a programming error, not bad user input, so it throws.
 */
export function callPath(entry: Pick<AnyCall, "path" | "id">, params: Record<string, unknown> = {}): string {
  return entry.path.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${entry.id}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Supplement 7: a query object as the server reads it: arrays as repeated keys, absent and empty values left out,
 * booleans and numbers as their text. Answers "" or "?a=1&b=2".
 */
export function callQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** Hono's path syntax (`:id`) of an OpenAPI path template (`{id}`). */
export function honoPath(path: string): string {
  return path.replace(PLACEHOLDER, ":$1");
}
