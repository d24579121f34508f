import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const progress = style({ display: "grid", gap: vars.space.xs });

export const progressBar = style({ width: "100%", height: "0.75rem", accentColor: vars.color.brand });

export const error = style({ margin: 0, color: vars.color.danger });

export const suggestions = style({
  display: "grid",
  gap: vars.space.xs,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});

export const suggestionList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});

export const mailLog = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mailLogList = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.xxs,
  overflowWrap: "anywhere",
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});
