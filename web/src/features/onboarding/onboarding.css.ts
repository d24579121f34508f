import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 640,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

// Long German and Russian titles must wrap on a 360 px phone instead of widening the page.
export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxl,
  overflowWrap: "break-word",
  hyphens: "auto",
});

export const stepOf = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const lockedTrigger = style({ cursor: "not-allowed", color: vars.color.textMuted });

export const stepState = style({
  marginInlineStart: "auto",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });
