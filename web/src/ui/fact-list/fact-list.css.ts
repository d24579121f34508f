import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** A description list of label and value pairs: the label muted, the value without the browser's indent. */

/** Labels as wide as the widest, values in the rest; long values wrap anywhere rather than overflow. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: "anywhere",
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });
