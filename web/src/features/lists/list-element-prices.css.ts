import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";
import * as factList from "../../ui/fact-list/fact-list.css";

/** The prices below the product and its inputs, across the row. */
export const area = style({
  gridArea: "prices",
  display: "grid",
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

/**
 * The price columns: as many side by side as fit. A phone shows two a line; from the first breakpoint a column is
 * wide enough for a corridor ("276,68 € to 338,17 €") on one line, so a laptop reads the five prices as one line.
 */
export const prices = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))" } },
});

export const term = style([factList.term, { fontSize: vars.fontSize.sm, hyphens: "auto" }]);

export const value = style([
  factList.value,
  { fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" },
]);

/** A price outside the GGP corridor: the text says so, the colour only repeats it (WCAG 1.4.1). */
export const flag = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  justifySelf: "start",
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.status.red,
  color: vars.status.onRed,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const units = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
