import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const wrapper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });

export const track = style([
  focusRing,
  {
    position: "relative",
    flexShrink: 0,
    width: 44,
    height: 24,
    padding: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    cursor: "pointer",
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      "&[aria-checked='true']": { background: vars.color.brand, borderColor: vars.color.brand },
      "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
    },
  },
]);

export const thumb = style({
  position: "absolute",
  top: 2,
  insetInlineStart: 2,
  width: 16,
  height: 16,
  borderRadius: "50%",
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${track}[aria-checked='true'] &`]: { transform: "translateX(20px)", background: vars.color.onBrand },
  },
});
