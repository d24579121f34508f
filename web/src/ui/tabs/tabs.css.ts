import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

// The tab list scrolls sideways on phones instead of squeezing long (German) labels.
export const list = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    flexShrink: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: "none",
    borderBottom: "3px solid transparent",
    background: "transparent",
    color: vars.color.textMuted,
    font: "inherit",
    cursor: "pointer",
    whiteSpace: "nowrap",
    selectors: {
      "&[aria-selected='true']": {
        color: vars.color.brand,
        borderBottomColor: vars.color.brand,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
]);

export const panel = style({ paddingBlock: vars.space.md });
