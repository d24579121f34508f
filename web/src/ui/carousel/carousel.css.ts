import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const carousel = style({ display: "flex", alignItems: "center", gap: vars.space.xs, minWidth: 0 });

export const track = style({
  display: "grid",
  flex: 1,
  minWidth: 0,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const slot = style({ minWidth: 0 });
