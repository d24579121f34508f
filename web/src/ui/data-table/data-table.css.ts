import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

/** The admin screens' tables (users, system): one look for the region, the table and its cells. */

/** A table scrolls sideways inside its own region on narrow screens; the page itself never does. */
export const tableRegion = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

export const headCell = style({ padding: `${vars.space.sm} ${vars.space.md}`, textAlign: "start" });
