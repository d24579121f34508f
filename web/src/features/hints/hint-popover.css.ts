import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

// The popover sits in the top layer, anchored to its control by the browser (CSS anchor positioning, the
// implicit anchor of showPopover({ source })): it follows scrolling and layout changes without script, and the
// browser shifts it back inside the viewport when it would overflow (a 360 px phone). It starts at the
// control's left edge and opens downwards, or upwards when there is no room below.
export const popover = style({
  margin: 0,
  inset: "auto",
  positionArea: "bottom span-right",
  positionTryFallbacks: "flip-block",
  marginBlock: vars.space.xs,
  width: "max-content",
  maxWidth: "min(22rem, calc(100vw - 16px))",
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "anywhere",
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const text = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}` });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.xs,
});
