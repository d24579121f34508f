import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/contract.css";
import { bareList, noticeBox, noticeHint, noticeProduct } from "../health-notice.css";

export const warning = noticeBox;

export const heading = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const hint = noticeHint;

export const products = style([bareList, { gap: vars.space.sm }]);

export const product = noticeProduct;
