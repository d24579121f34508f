import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const start = style({ display: "flex", justifyContent: "flex-end" });

/** While selecting, the bar stays at the bottom of the screen, so "Add to lists" is at hand after scrolling. */
export const bar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 5,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const count = style({ margin: 0, marginInlineEnd: "auto" });
