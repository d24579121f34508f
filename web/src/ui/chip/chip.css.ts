import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  maxWidth: "100%",
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const label = style({ overflowWrap: "anywhere" });

export const remove = style([
  focusRing,
  {
    display: "inline-flex",
    padding: vars.space.xxs,
    border: "none",
    borderRadius: vars.radius.pill,
    background: "transparent",
    color: "inherit",
    cursor: "pointer",
    ":hover": { background: vars.color.skeleton },
  },
]);
