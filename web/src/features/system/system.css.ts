import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";
import * as dataTable from "../../ui/data-table/data-table.css";
import * as factList from "../../ui/fact-list/fact-list.css";

export const page = style({
  maxWidth: 1400,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

/** The tabs are links: they wrap onto a second line on phones rather than scroll. */
export const tabList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.medium },
    "&:hover": { color: vars.color.brand },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const section = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  alignContent: "start",
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Two sections side by side at a desk, one above the other on phones. */
export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export { cell, headCell, table, tableRegion } from "../../ui/data-table/data-table.css";

/**
 * The shared styles sit in a chunk of their own, which may load after this one: an override of one of their
 * properties is written on both classes, so it wins whatever the order.
 */
export const numberCell = style([
  dataTable.cell,
  { fontVariantNumeric: "tabular-nums", selectors: { [`${dataTable.cell}&`]: { textAlign: "end" } } },
]);

export { mutedText as muted } from "../../ui/muted-text/muted-text.css";

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
});

export const logList = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xs,
  fontFamily: "ui-monospace, monospace",
  fontSize: vars.fontSize.xs,
  overflowWrap: "anywhere",
});

/** Terms take at most 60 % of the width and wrap beyond it, so long (German) terms leave room for the figures. */
export const facts = style([
  factList.facts,
  { selectors: { [`${factList.facts}&`]: { gridTemplateColumns: "fit-content(60%) minmax(0, 1fr)" } } },
]);

export { term as factTerm } from "../../ui/fact-list/fact-list.css";
export const factValue = style([factList.value, { fontVariantNumeric: "tabular-nums" }]);

/** A progress bar drawn with CSS; the native progress element carries the value for assistive technology. */
export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.color.brand });

/** The countries partners may register for: as many columns as fit. */
export const countryChoices = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  maxHeight: "24rem",
  overflowY: "auto",
});

export const status = style({
  display: "inline-block",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  border: `1px solid ${vars.color.border}`,
});

/** A tab's content, or a group of sections: full width, sections one below the other. */
export const panel = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

/** A list of products, one a line. */
export const productList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.sm,
  overflowWrap: "anywhere",
});

export const endHeadCell = style([
  dataTable.headCell,
  { selectors: { [`${dataTable.headCell}&`]: { textAlign: "end" } } },
]);
