import { ROUTES, type RouteName } from "./route-table";

/** Core spec 2.1: a path matched against the route table, with its decoded params. */
export interface RouteMatch {
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split("/").filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? "";
    if (part.includes(":")) {
      const [prefix = "", key = ""] = part.split(":");
      if (!segment.startsWith(prefix) || segment.length === prefix.length) return null;
      params[key] = decodeURIComponent(segment.slice(prefix.length));
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * Core spec 2.1 / 2.2: the route a path (without query or hash) belongs to, or null for an unknown path (which
 * gives the 404 page). A fixed segment wins over a parameter (`/product-lists/edit` before `:tabName`).
 */
export function matchRoute(path: string): RouteMatch | null {
  const segments = path.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  let best: { match: RouteMatch; paramCount: number } | null = null;
  for (const route of ROUTES) {
    for (const pattern of route.paths) {
      const params = matchPattern(pattern, segments);
      const paramCount = params ? Object.keys(params).length : 0;
      if (params && (!best || paramCount < best.paramCount)) {
        best = { match: { name: route.name, params }, paramCount };
      }
    }
  }
  return best?.match ?? null;
}
