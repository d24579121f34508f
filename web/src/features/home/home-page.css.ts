import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 1100,
  margin: "0 auto",
  padding: vars.space.xl,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const title = style({ color: vars.color.brand, fontSize: "2rem", margin: 0 });

export const version = style({ color: vars.color.textMuted, marginTop: vars.space.sm });

export const error = style({ color: vars.color.danger, marginTop: vars.space.sm });

/** The app name and version above the finder's entries. */
export const intro = style({});
