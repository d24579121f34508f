import { BELL_ANIMATION_MS } from "@catalogue/core/constants";
import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const anchor = style({ position: "relative", display: "inline-flex" });

const ring = keyframes({
  "0%, 100%": { transform: "rotate(0)" },
  "15%, 45%, 75%": { transform: "rotate(14deg)" },
  "30%, 60%, 90%": { transform: "rotate(-14deg)" },
});

/** Core spec 2.3 / 9: the bell swings for BELL_ANIMATION_MS when the count changes (not with reduced motion). */
export const ringing = style({
  animation: `${ring} ${BELL_ANIMATION_MS}ms ease-in-out`,
  transformOrigin: "50% 10%",
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const badge = style({ position: "absolute", top: -2, right: -4, pointerEvents: "none" });

/** Under the bell on wider screens; the whole width under the header on phones. */
export const panel = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  right: 0,
  zIndex: 30,
  width: 400,
  maxHeight: "min(70vh, 560px)",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  outline: "none",
  "@media": {
    [media.phone]: { position: "fixed", top: 56, left: 8, right: 8, width: "auto" },
  },
});

export const panelHeader = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const item = style({
  display: "grid",
  gridTemplateColumns: "12px minmax(0, 1fr)",
  gap: vars.space.sm,
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const dot = style({
  width: 10,
  height: 10,
  marginTop: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const itemText = style({ overflowWrap: "anywhere" });

export const itemTextUnread = style({ fontWeight: vars.fontWeight.bold });

export const itemDate = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  display: "flex",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.status.yellow}`,
});

export const roles = style({ margin: `${vars.space.sm} 0`, paddingInlineStart: vars.space.lg });
