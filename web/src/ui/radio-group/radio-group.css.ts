import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const group = style({ border: "none", margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.medium, marginBottom: vars.space.sm, padding: 0 });

export const options = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}` });

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  cursor: "pointer",
});

export const input = style([focusRing, { width: 20, height: 20, margin: 0, accentColor: vars.color.brand }]);
