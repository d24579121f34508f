import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const header = style({ display: "grid", gap: vars.space.xs });

export const headerActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});

/** A column of rows: flex, not grid, whose layout of a long list grew with every row added. */
export const rows = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

// No `content-visibility: auto` on the rows: a row out of view is then not painted, and axe (and other checkers
// that read colours at a point) took the colour of whatever was painted there as the row's background.

/** A phone stacks image and product over the inputs; from the first breakpoint they sit side by side. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr) auto",
  gridTemplateAreas: `"image product remove" "inputs inputs inputs" "prices prices prices"`,
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  alignItems: "start",
  "@media": {
    [media.md]: {
      gridTemplateColumns: "96px minmax(0, 1fr) 20rem auto",
      gridTemplateAreas: `"image product inputs remove" "image prices prices prices"`,
    },
  },
});

/**
 * A row whose CRP net price is outside the GGP corridor: a thick bar at its start beside the row's flag text, drawn
 * as an inset shadow so the row's content does not move when the flag comes and goes while typing.
 */
export const rowOutside = style({
  boxShadow: `inset 6px 0 0 ${vars.status.red}`,
});

export const image = style({ gridArea: "image" });

export const product = style({
  gridArea: "product",
  display: "grid",
  justifyItems: "start",
  gap: vars.space.xxs,
  minWidth: 0,
});

export const productTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: "break-word",
  hyphens: "auto",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inputs = style({
  gridArea: "inputs",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(8rem, 1fr))",
  gap: vars.space.sm,
  alignItems: "end",
});

export const lineTotal = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const remove = style({ gridArea: "remove" });

export const totals = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0 });

/** The totals' count of rows outside the GGP corridor, when there are any: marked like the rows themselves. */
export const totalOutside = style({
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `6px solid ${vars.status.red}`,
  fontWeight: vars.fontWeight.bold,
});

/** The sharer's note: set apart from the list's own description, as a quote from a person. */
export const sharerNote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});

export const sharerNoteBy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The products' order and the select mode, side by side where they fit. */
export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  justifyContent: "space-between",
});

export const selectionCount = style({ margin: 0 });
