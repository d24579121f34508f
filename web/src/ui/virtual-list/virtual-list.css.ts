import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const viewport = style([
  focusRing,
  {
    position: "relative",
    overflowY: "auto",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
  },
]);

export const option = style({
  position: "absolute",
  insetInline: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { fontWeight: vars.fontWeight.bold, color: vars.color.brand },
    "&[data-active='true']": {
      background: vars.color.surfaceMuted,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
    },
  },
});
