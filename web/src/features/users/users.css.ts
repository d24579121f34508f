import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";
import * as dataTable from "../../ui/data-table/data-table.css";

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

export { cell, headCell, tableRegion } from "../../ui/data-table/data-table.css";

/** Seven columns: below this width the table scrolls inside its region. */
export const table = style([dataTable.table, { minWidth: 960 }]);

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

export { facts, term as factTerm, value as factValue } from "../../ui/fact-list/fact-list.css";

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
