import { BREAKPOINTS } from "@catalogue/core/constants";

/**
 * Core spec 9: the layout breakpoints as media conditions (no media type), for `sizes` attributes and
 * `matchMedia`; mobile first, min-width.
 */
export const widthFrom = {
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
  xl: `(min-width: ${BREAKPOINTS.xl}px)`,
} as const;

/** Core spec 9: media queries for the layout breakpoints of core's BREAKPOINTS (mobile first, min-width). */
export const media = {
  sm: `screen and ${widthFrom.sm}`,
  md: `screen and ${widthFrom.md}`,
  lg: `screen and ${widthFrom.lg}`,
  xl: `screen and ${widthFrom.xl}`,
  /** Phones: narrower than the first breakpoint. */
  phone: `screen and (max-width: ${BREAKPOINTS.sm - 1}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
