import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 765,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const titleRow = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const saveStatus = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minHeight: "1.2em",
});

export const section = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Two columns from the first breakpoint (sm), one on phones; long German labels wrap instead of overflowing. */
export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const switches = style({
  display: "grid",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const switchItem = style({ display: "grid", gap: vars.space.xxs, overflowWrap: "anywhere" });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({ color: vars.color.brand });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
