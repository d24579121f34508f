import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** The lists scroll inside the dialog so the buttons stay in view on a 360 px phone. */
export const lists = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  maxHeight: "40vh",
  overflowY: "auto",
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.lg,
});

export const createForm = style({ display: "grid", gap: vars.space.sm, marginBlockStart: vars.space.md });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const alert = style({ color: vars.color.danger, marginBlockStart: vars.space.sm });
