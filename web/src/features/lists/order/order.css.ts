import { style } from "@vanilla-extract/css";
import { media } from "../../../styles/breakpoints";
import { vars } from "../../../styles/contract.css";

export const mode = style({ display: "grid", gap: vars.space.sm });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  justifyContent: "space-between",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const barText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0, flex: "1 1 16rem" });

/**
 * The bar keeps its height when the order first changes (its text and button change), so the rows do not jump
 * under a finger that is dragging: on a phone the buttons stack at full width.
 */
export const barActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [media.phone]: { display: "grid", gridTemplateColumns: "1fr", flexBasis: "100%" } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style([hint, { minHeight: "2lh" }]);

export const barTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const error = style({ margin: 0, color: vars.color.danger });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

/** Compact: handle, position, thumbnail and the product's name; the whole row fits a 360 px phone. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto 2ch 40px 1fr",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [media.md]: { gridTemplateColumns: "auto 3ch 48px 1fr" } },
});

export const dragging = style({
  borderColor: vars.color.brand,
  boxShadow: vars.elevation.md,
  position: "relative",
  zIndex: 1,
});

/**
 * The handle keeps the page's scroll on touch until the long press starts a drag; it never selects text or opens
 * the long-press menu, which would end the drag.
 */
export const handle = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "grab",
  userSelect: "none",
  WebkitUserSelect: "none",
  WebkitTouchCallout: "none",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${dragging} &`]: { cursor: "grabbing" },
  },
});

export const position = style({
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
  textAlign: "end",
});

export const product = style({ display: "grid", minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: "break-word",
  hyphens: "auto",
});

export const partNumber = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
