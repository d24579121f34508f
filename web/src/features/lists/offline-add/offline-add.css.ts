import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";

export const body = style({ display: "grid", gap: vars.space.sm });

export const products = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  // A long catalogue kept offline scrolls inside the dialog; the field above it stays in view.
  maxBlockSize: "50vh",
  overflowY: "auto",
});

/** Title and part number beside the button; on a phone the button drops below when the title is long. */
export const product = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const productText = style({ display: "grid", minInlineSize: 0, overflowWrap: "anywhere" });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The mark of a row added offline and not sent yet (list details). */
export const waiting = style({
  justifySelf: "start",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.status.yellow,
  color: vars.status.onYellow,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
