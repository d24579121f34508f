import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  ":hover": { textDecoration: "underline" },
  ":focus-visible": { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 2 },
});

// break-word, not anywhere: a long German title hyphenates instead of breaking mid-syllable.
export const title = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "break-word",
  hyphens: "auto",
  minWidth: 0,
  margin: 0,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const price = style({ fontWeight: vars.fontWeight.medium, margin: 0 });

export const actions = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.xs,
  marginTop: "auto",
  flexWrap: "wrap",
});

const gridBase = { display: "grid", listStyle: "none", margin: 0, padding: 0 } as const;

/** Core spec 9: the three card sizes as grid column widths; phones always show one or two columns. */
export const grid = styleVariants({
  small: {
    ...gridBase,
    gap: vars.space.sm,
    gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  },
  default: {
    ...gridBase,
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  },
  large: {
    ...gridBase,
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
    "@media": { [media.phone]: { gridTemplateColumns: "1fr" } },
  },
});

/** The badge keeps its own width in the column. */
export const status = style({ display: "flex" });
