import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const region = style({
  position: "fixed",
  zIndex: 200,
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  width: 400,
  maxWidth: "calc(100vw - 32px)",
  pointerEvents: "none",
  "@media": { [media.phone]: { insetInline: vars.space.sm, width: "auto", maxWidth: "none" } },
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 6,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  pointerEvents: "auto",
});

export const tones = styleVariants({
  success: { borderInlineStartColor: vars.status.green },
  info: { borderInlineStartColor: vars.color.brand },
  warning: { borderInlineStartColor: vars.status.yellow },
  error: { borderInlineStartColor: vars.color.danger },
});

export const message = style({ flex: 1, minWidth: 0, paddingBlock: vars.space.xs });

export const title = style({ display: "block", fontWeight: vars.fontWeight.bold });
