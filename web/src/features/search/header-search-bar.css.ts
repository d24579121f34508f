import { SEARCH_HISTORY_PANEL_MAX_WIDTH_PX } from "@catalogue/core/constants";
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

/**
 * On phones the bar is not the panel's anchor: the sticky header is, so the panel spans the screen's width
 * instead of starting at the bar (after the logo) and running past the right edge.
 */
export const root = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxs,
  flex: "1 1 auto",
  minWidth: 0,
  maxWidth: 480,
  "@media": { [media.phone]: { position: "static" } },
});
export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  width: "100%",
  boxSizing: "border-box",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  ":focus-visible": { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 1 },
});
/** The camera button keeps its size beside the bar, also on a 360 px phone. */
export const scan = style({ flex: "0 0 auto" });
/** Core spec 9: the history panel is at most 588 px wide; hints use the same panel. */
export const panel = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  left: 0,
  zIndex: 20,
  width: "max(100%, min(90vw, 360px))",
  maxWidth: SEARCH_HISTORY_PANEL_MAX_WIDTH_PX,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  "@media": {
    [media.phone]: {
      top: "100%",
      left: vars.space.xs,
      right: vars.space.xs,
      width: "auto",
      maxWidth: "none",
    },
  },
});
export const heading = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  padding: vars.space.xs,
});
export const option = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  // Long titles wrap (German compounds hyphenate) instead of widening the panel.
  overflowWrap: "break-word",
  hyphens: "auto",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  color: vars.color.text,
});
export const active = style({
  background: vars.color.surfaceMuted,
  outline: `2px solid ${vars.color.focus}`,
});
export const sub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const partNumber = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});
export const label = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
