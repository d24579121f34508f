import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";
import { button } from "../../../ui/button/button.css";

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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

export const skippedList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});

export const skipped = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});

export const productLink = style({ fontWeight: vars.fontWeight.medium });

export const reason = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const alternatives = style({ display: "grid", gap: vars.space.xxs });

export const alternativeList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: "grid",
  gap: vars.space.xxs,
});
