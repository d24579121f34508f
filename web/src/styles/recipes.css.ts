import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "./contract.css";

/** Architecture section 4: the one visible focus ring of every interactive element (keyboard users only). */
export const focusRing = style({
  ":focus-visible": {
    outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});

/** Architecture section 4: hides content visually but keeps it for screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/**
 * A screen's content while its data loads: a screen high, so the footer stays below the fold instead of showing
 * and then being pushed away when the content comes (a layout shift).
 */
export const loadingScreenHigh = style({ minHeight: "100vh" });

/** Architecture section 4: text styles of the type scale. */
export const text = recipe({
  base: { margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight },
      xxl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight },
    },
    tone: { normal: {}, muted: { color: vars.color.textMuted }, danger: { color: vars.color.danger } },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: "md", tone: "normal", weight: "regular" },
});

/** Architecture section 4: the shared look of text inputs (TextField, TextArea, NumberInput, Select). */
export const field = recipe({
  base: [
    focusRing,
    {
      width: "100%",
      minWidth: 0,
      minHeight: 40,
      padding: `${vars.space.sm} ${vars.space.sm}`,
      font: "inherit",
      color: vars.color.text,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      ":disabled": {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: "not-allowed",
      },
    },
  ],
  variants: {
    invalid: { true: { borderColor: vars.color.danger, borderWidth: 2 }, false: {} },
  },
  defaultVariants: { invalid: false },
});

/** Architecture section 4: the shared look of a floating panel (menu, toast, dialog). */
export const surface = recipe({
  base: { background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md },
  variants: {
    elevation: {
      sm: { boxShadow: vars.elevation.sm },
      md: { boxShadow: vars.elevation.md },
      lg: { boxShadow: vars.elevation.lg },
    },
  },
  defaultVariants: { elevation: "md" },
});
