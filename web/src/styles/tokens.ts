/**
 * Architecture section 4 (styles/): the values shared by every theme (type scale, spacing, radii, motion).
 * Colours differ per theme and live in `themes.css.ts`.
 */
export const scale = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  // A 1.2 modular scale from 16 px; rem so that a user's browser font size is respected.
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.2rem",
    xl: "1.44rem",
    xxl: "2rem",
  },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", xxl: "64px" },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  motion: { fast: "120ms", normal: "240ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
  focusRing: { width: "3px", offset: "2px" },
} as const;
