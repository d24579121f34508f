import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 720,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  alignItems: "flex-start",
});

export const title = style({ color: vars.color.text, fontSize: vars.fontSize.xxl, margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
