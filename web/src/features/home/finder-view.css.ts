import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const finder = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  marginTop: vars.space.lg,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const tiles = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const tileLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  // break-word, not anywhere: a long German name hyphenates (the body's `hyphens: auto`) before it breaks.
  overflowWrap: "break-word",
});
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const children = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm });
export const summary = style({ cursor: "pointer", fontSize: vars.fontSize.sm });
