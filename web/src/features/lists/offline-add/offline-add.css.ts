import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";

export const body = style({ display: "grid", gap: vars.space.sm });

export { mutedText as muted } from "../../../ui/muted-text/muted-text.css";

/** The mark of a row added offline and not sent yet (list details). */
export const waiting = style({
  justifySelf: "start",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.status.yellow,
  color: vars.status.onYellow,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
