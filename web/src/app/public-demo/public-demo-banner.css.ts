import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const banner = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: "center",
});
