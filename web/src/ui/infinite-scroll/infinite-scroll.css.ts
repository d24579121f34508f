import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const list = style({ margin: 0, padding: 0, listStyle: "none" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.textMuted,
});
