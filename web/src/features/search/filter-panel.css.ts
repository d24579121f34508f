import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
});
export const summary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.bold,
  padding: vars.space.xxs,
});
/** A group's title while the counts load: the summary's box, muted. */
export const pendingSummary = style([summary, { cursor: "default", color: vars.color.textMuted }]);
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
export const nested = style({ listStyle: "none", margin: 0, paddingLeft: vars.space.lg });
export const row = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
