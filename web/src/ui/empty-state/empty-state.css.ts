import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: "center",
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.brand });

export const title = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, maxWidth: "60ch" });
