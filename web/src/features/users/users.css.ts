import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 1400,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const titleRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

/** Search and filters: four columns at a desk, one on phones. */
export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 2fr) repeat(3, minmax(0, 1fr))" } },
});

/** The table scrolls sideways inside its own region on narrow screens; the page itself never does. */
export const tableRegion = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  minWidth: 960,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

export const headCell = style({ padding: `${vars.space.sm} ${vars.space.md}`, textAlign: "start" });

export const muted = style({ color: vars.color.textMuted });

export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const pagerButtons = style({ display: "flex", gap: vars.space.sm });

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

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: "anywhere",
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });

export const roleList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const roleItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: "wrap",
});

export const addRole = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) max-content" } },
});

/** Level with the selects' boxes, below their labels. */
export const addRoleButton = style({ "@media": { [media.sm]: { marginTop: "1.6rem" } } });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The partner's countries: as many columns as fit, so a long list stays short. */
export const countryChoices = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  maxHeight: "18rem",
  overflowY: "auto",
});
