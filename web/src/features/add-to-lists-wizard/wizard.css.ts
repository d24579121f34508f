import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const stepper = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const stepTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.sm} 0` });

/** The lists and products scroll inside the dialog so its buttons stay in view on a 360 px phone. */
export const scroller = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  maxHeight: "45vh",
  overflowY: "auto",
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
  marginInlineStart: vars.space.lg,
});

export const product = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const productTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  padding: 0,
});

export const inputs = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(8rem, 1fr))",
  gap: vars.space.sm,
});

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const alert = style({ color: vars.color.danger, marginBlockStart: vars.space.sm });

export const success = style({ margin: 0 });

/** The closing remark of the confirm step, set off from the list above it. */
export const remark = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
  marginBlockStart: vars.space.md,
});
