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

/** Core spec 4.2: the four status colour classes. */
export const colours = styleVariants({
  green: { background: vars.status.green, color: vars.status.onGreen },
  yellow: { background: vars.status.yellow, color: vars.status.onYellow },
  red: { background: vars.status.red, color: vars.status.onRed },
  grey: { background: vars.status.grey, color: vars.status.onGrey },
});
