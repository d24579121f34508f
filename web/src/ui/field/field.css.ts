import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
