import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";
import { bareList } from "../../../ui/bare-list/bare-list.css";
import { mutedText } from "../../../ui/muted-text/muted-text.css";
import { noticeBox, noticeProduct } from "../../../ui/notice/notice.css";
import { textLink } from "../../../ui/text-link/text-link.css";

export const panel = style([noticeBox, { background: vars.color.surface }]);

export const top = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: "anywhere" });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const hint = mutedText;

export const products = style([bareList, { gap: vars.space.md }]);

export const product = style([noticeProduct, { minWidth: 0 }]);

export const title = style([textLink, { fontWeight: vars.fontWeight.medium }]);

export const changes = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

// Indented under the changes it explains.
export const override = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });

export const alternatives = style([bareList, { gap: vars.space.xs }]);

export const alternative = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minWidth: 0,
});
