import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: `4px solid ${vars.status.yellow}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const top = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const products = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const product = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.medium });

export const changes = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const alternatives = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const alternative = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minWidth: 0,
});
