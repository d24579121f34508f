import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
