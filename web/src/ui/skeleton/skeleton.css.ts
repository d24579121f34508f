import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const pulse = keyframes({ "50%": { opacity: 0.5 } });

export const skeleton = style({
  display: "block",
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
