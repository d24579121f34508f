import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

export const root = style({ position: "relative", display: "inline-block" });

export const list = style({
  position: "absolute",
  zIndex: 20,
  insetInlineEnd: 0,
  top: "calc(100% + 4px)",
  minWidth: 200,
  // Never wider than a 360 px phone allows.
  maxWidth: "calc(100vw - 16px)",
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
});

export const item = style([
  focusRing,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    width: "100%",
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: "none",
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: vars.color.text,
    font: "inherit",
    textAlign: "start",
    cursor: "pointer",
    ":hover": { background: vars.color.surfaceMuted },
    ":focus": { background: vars.color.surfaceMuted },
    selectors: { "&[aria-disabled='true']": { color: vars.color.textMuted, cursor: "not-allowed" } },
  },
]);

export const danger = style({ color: vars.color.danger });
