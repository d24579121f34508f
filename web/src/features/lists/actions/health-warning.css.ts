import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";
import { bareList } from "../../../ui/bare-list/bare-list.css";
import { mutedText } from "../../../ui/muted-text/muted-text.css";
import { noticeBox, noticeProduct } from "../../../ui/notice/notice.css";

export const warning = noticeBox;

export const heading = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const hint = mutedText;

export const products = style([bareList, { gap: vars.space.sm }]);

export const product = noticeProduct;
