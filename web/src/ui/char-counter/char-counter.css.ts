import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const counter = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const count = style({ marginInlineStart: "auto", fontVariantNumeric: "tabular-nums" });

export const limit = style({ color: vars.color.danger });
