import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";
import { bareList } from "../../../ui/bare-list/bare-list.css";
import { button } from "../../../ui/button/button.css";
import { mutedText } from "../../../ui/muted-text/muted-text.css";
import { noticeProduct } from "../../../ui/notice/notice.css";
import { textLink } from "../../../ui/text-link/text-link.css";

export const hint = mutedText;

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

// A link that reads as the dialog's main button: it navigates, so it stays a link for assistive technology.
export const openLink = style([button({ variant: "primary" }), { textDecoration: "none" }]);

export const result = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const summary = style({ margin: 0, overflowWrap: "anywhere" });

export const skippedSection = style({ display: "grid", gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const skippedList = style([bareList, { gap: vars.space.md }]);

/** A skipped product is flagged as the health check flags one: under a rule, as in its notice. */
export const skipped = noticeProduct;

export const productLink = style([textLink, { fontWeight: vars.fontWeight.medium }]);

export const reason = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const alternatives = style({ display: "grid", gap: vars.space.xxs });

export const alternativeList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.xxs,
});
