import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const cell = style({ textAlign: "start", padding: 0 });

export const button = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: "none",
    background: "transparent",
    color: vars.color.text,
    font: "inherit",
    fontWeight: vars.fontWeight.bold,
    textAlign: "start",
    cursor: "pointer",
  },
]);

export const inactiveIcon = style({ color: vars.color.textMuted });
