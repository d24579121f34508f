import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";

export const warning = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: `4px solid ${vars.status.yellow}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const products = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const product = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
