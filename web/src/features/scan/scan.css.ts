import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const viewport = style({
  position: "relative",
  width: "100%",
  aspectRatio: "4 / 3",
  background: "#000",
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const video = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

/** The aiming frame: where to hold the label. */
export const aim = style({
  position: "absolute",
  inset: "20% 20%",
  border: `3px solid ${vars.color.surface}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 0 0 100vmax rgb(0 0 0 / 0.35)",
  pointerEvents: "none",
});

export const status = style({ marginTop: vars.space.md, marginBottom: 0 });
