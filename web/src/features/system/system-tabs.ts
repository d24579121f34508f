import { pathTo } from "@catalogue/core/access";

/** Core spec 2.3 (system management): the system screen's tabs, each its own address `/system/:tabName`. */
export const SYSTEM_TABS = [
  "imports",
  "database",
  "errors",
  "countries",
  "availability",
  "statistics",
] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];

/** The tab an address names, or null for `/system` and an unknown name. */
export function systemTabOf(name: string | undefined): SystemTab | null {
  return SYSTEM_TABS.find((tab) => tab === name) ?? null;
}

/** The address of one tab (`pathTo` gives the route's first path, `/system`, so the tab is appended). */
export function systemTabPath(tab: SystemTab): string {
  return `${pathTo("system")}/${tab}`;
}
