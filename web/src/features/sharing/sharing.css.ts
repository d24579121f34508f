import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const fieldset = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const nested = style({ display: "grid", gap: vars.space.xs, paddingInlineStart: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const chips = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

export const chosenUser = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const hints = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const hint = style({
  width: "100%",
  textAlign: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
  overflowWrap: "anywhere",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: "grid", gap: vars.space.sm });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const shares = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const share = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const shareText = style({ display: "grid", gap: vars.space.xs, minWidth: 0, flex: "1 1 14rem" });
