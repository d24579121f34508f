import { DIALOG_SIZES } from "@catalogue/core/constants";
import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  background: vars.color.overlay,
  "@media": { [media.phone]: { padding: 0, alignItems: "flex-end" } },
});

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxHeight: "calc(100vh - 32px)",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.lg,
  outline: "none",
  // Phones: the dialog takes the full width (supplement 9).
  "@media": { [media.phone]: { maxWidth: "100%", maxHeight: "100vh", borderRadius: 0 } },
});

/** Core spec 9: dialog widths xs 360, sm 480, md 765, lg 1200 px (as maximums, so they shrink on small screens). */
export const sizes = styleVariants(DIALOG_SIZES, (width) => ({
  maxWidth: width,
}));

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ padding: `${vars.space.md} ${vars.space.lg}`, overflowY: "auto" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
