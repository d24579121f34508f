import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** The field keeps a readable width on a laptop and takes the whole width of a phone. */
export const search = style({ display: "grid", gap: vars.space.xxs, maxInlineSize: "28rem" });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
