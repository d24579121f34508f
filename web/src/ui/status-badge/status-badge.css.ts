import type { StatusColour } from "@catalogue/core/status";
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  maxWidth: "100%",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const code = style({ fontWeight: vars.fontWeight.bold, fontFamily: vars.font.mono });

/** Core spec 4.1: one class per colour of core's `StatusColour` (green available, yellow warning, red not available). */
export const colours = styleVariants({
  GREEN: { background: vars.status.green, color: vars.status.onGreen },
  YELLOW: { background: vars.status.yellow, color: vars.status.onYellow },
  RED: { background: vars.status.red, color: vars.status.onRed },
} satisfies Record<StatusColour, unknown>);
