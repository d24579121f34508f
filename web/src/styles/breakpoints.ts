import { BREAKPOINTS } from "@catalogue/core/constants";

/** Core spec 9: media queries for the layout breakpoints 640/990/1100/1280 (mobile first, min-width). */
export const media = {
  sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
  md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
  lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `screen and (min-width: ${BREAKPOINTS.xl}px)`,
  /** Phones: narrower than the first breakpoint. */
  phone: `screen and (max-width: ${BREAKPOINTS.sm - 1}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
