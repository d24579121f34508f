import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** A band across the top of the screen: yellow with dark text (contrast checked in themes.test.ts). */
export const indicator = style({
  // Held at the window's bottom edge while the user scrolls a long list: the waiting changes stay visible. (The
  // top edge is the sticky header's.)
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: 10,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.status.yellow,
  color: vars.status.onYellow,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:empty": { display: "none" } },
});

export const lines = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
