import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style([
  focusRing,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    width: "100%",
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: "none",
    background: "transparent",
    color: vars.color.text,
    font: "inherit",
    fontWeight: vars.fontWeight.medium,
    textAlign: "start",
    cursor: "pointer",
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { "[aria-expanded='true'] > &": { transform: "rotate(180deg)" } },
});

export const panel = style({ padding: `0 ${vars.space.xs} ${vars.space.md}` });
