import { BREAKPOINTS, CAROUSEL_MAX_ITEMS } from "@catalogue/core/constants";

/**
 * Core spec 9: how many items a carousel shows (and scrolls by) at a viewport width: CAROUSEL_MAX_ITEMS from the
 * widest breakpoint on, one fewer per breakpoint below it, and never fewer than one.
 */
export function carouselPageSize(viewportWidth: number): number {
  const widthsFromWidest = [BREAKPOINTS.xl, BREAKPOINTS.lg, BREAKPOINTS.md, BREAKPOINTS.sm];
  const below = widthsFromWidest.filter((width) => viewportWidth < width).length;
  return Math.max(1, CAROUSEL_MAX_ITEMS - below);
}
