import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const track = style({
  display: "block",
  height: "0.6rem",
  marginTop: vars.space.xxs,
  background: vars.color.border,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const bar = style({ display: "block", height: "100%", background: vars.color.brand });

export const label = style({ overflowWrap: "anywhere" });
