import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import * as factList from "../../ui/fact-list/fact-list.css";

// minmax(0, 1fr): a grid column would otherwise grow to the tab list's width instead of letting it scroll.
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.md,
  maxWidth: "72rem",
  marginInline: "auto",
  width: "100%",
  boxSizing: "border-box",
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The toolbar wraps on a phone: sort on one line, the create button on the next. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
});

export const card = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardHeader = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

export const cardTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: "break-word",
  hyphens: "auto",
});

export const titleLink = style({ color: vars.color.text });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export { term as factTerm } from "../../ui/fact-list/fact-list.css";

export const factValue = style([factList.value, { overflowWrap: "anywhere" }]);

export const marks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

export const mark = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});
