import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

// The health panel on a list and the warning before an export or e-mail are one kind of notice: a box marked
// yellow on its leading edge listing products, each under a rule. Kept here once so the two never drift apart.

/** The notice's box: bordered, its leading edge yellow (a status that needs attention, not an error). */
export const noticeBox = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: `4px solid ${vars.status.yellow}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** Secondary text in the notice. */
export const noticeHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A list without bullets laid out as a grid; each use sets its own gap. */
export const bareList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });

/** One product of the notice, under a rule. */
export const noticeProduct = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
