import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** Secondary text: a hint under a heading, a part number under a title; small, muted, no margin of its own. */
export const mutedText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
