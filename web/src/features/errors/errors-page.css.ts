import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: 720,
  margin: "0 auto",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  alignItems: "flex-start",
  "@media": { [media.phone]: { padding: vars.space.md } },
});

// German compounds ("Internetverbindung") are wider than a 360 px phone at this size: they may break. "anywhere",
// not "break-word": the title is a flex item sized to its content, and only "anywhere" lets that size shrink.
export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xxl,
  margin: 0,
  overflowWrap: "anywhere",
  hyphens: "auto",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Text colour with an underline: readable in both themes, where the browser's default link blue is not. */
export const link = style({ color: vars.color.text, textDecoration: "underline" });

/** A button that reads as the link beside it (the error boundary's refresh, which must not wait for a chunk). */
export const linkButton = style([
  link,
  { background: "none", border: 0, padding: 0, font: "inherit", cursor: "pointer" },
]);
