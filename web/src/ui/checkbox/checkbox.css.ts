import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const wrapper = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: 32,
  cursor: "pointer",
});

export const input = style([
  focusRing,
  {
    width: 20,
    height: 20,
    margin: "2px 0 0",
    flexShrink: 0,
    accentColor: vars.color.brand,
    cursor: "inherit",
  },
]);
