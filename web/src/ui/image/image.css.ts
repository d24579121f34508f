import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const frame = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  width: "100%",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const image = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "contain",
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
});

export const hidden = style({ opacity: 0 });

export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});
