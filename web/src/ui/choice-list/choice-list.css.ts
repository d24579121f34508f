import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { bareList } from "../bare-list/bare-list.css";

// A dialog's list of things to pick one of, each with its button: the products a list can take offline, the
// pinned lists a product can go into offline. Kept once so the two dialogs look alike.

/** The list: no bullets; a long one scrolls inside the dialog, so the field or text above it stays in view. */
export const choiceList = style([bareList, { gap: vars.space.xs, maxBlockSize: "50vh", overflowY: "auto" }]);

/** One choice under a rule: its text beside the button; on a phone the button drops below a long text. */
export const choiceRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The choice's text: it wraps anywhere rather than push the button out of a narrow dialog. */
export const choiceText = style({ display: "grid", minInlineSize: 0, overflowWrap: "anywhere" });

/** Said in place of the button when the choice is not open (already made, say). */
export const choiceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
