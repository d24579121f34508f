import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 960,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const stack = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

export const section = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  justifySelf: "start",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

/** The countries of a per-country indicator: as many columns as fit. */
export const countryChoices = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  maxHeight: "20rem",
  overflowY: "auto",
});
