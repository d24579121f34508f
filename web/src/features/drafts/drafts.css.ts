import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const section = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const targets = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

export const target = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const form = style({ display: "grid", gap: vars.space.md });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
