import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${turn} 800ms linear infinite`,
  // Reduced motion: a slow pulse would still move; a static ring says "busy" with the label.
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", borderRightColor: "currentColor" } },
});

export const sizes = {
  sm: style({ width: 16, height: 16 }),
  md: style({ width: 24, height: 24 }),
  lg: style({ width: 40, height: 40, borderWidth: 3 }),
};

export const wrapper = style({ display: "inline-flex", color: vars.color.brand });
