import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

// The health panel on a list, the warning before an export or e-mail and the re-pricing's skipped products are
// one kind of notice: products that need a look, each under a rule. Kept here once so they never drift apart.

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

/** One product of the notice, under a rule. */
export const noticeProduct = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
