import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";
import * as factList from "../../ui/fact-list/fact-list.css";

export const page = style({
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: 1280,
  "@media": { [media.md]: { padding: vars.space.lg } },
});
export const top = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
// Long German titles hyphenate (break-word with the body's `hyphens: auto`) rather than break anywhere.
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  overflowWrap: "break-word",
  hyphens: "auto",
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const statusButton = style({
  background: "none",
  border: "none",
  padding: 0,
  cursor: "pointer",
  alignSelf: "flex-start",
  borderRadius: vars.radius.pill,
  ":focus-visible": { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(120px, 1fr) minmax(0, 2fr)" } },
});
export { term } from "../../ui/fact-list/fact-list.css";
export const value = style([factList.value, { overflowWrap: "anywhere" }]);
export const sections = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const gallery = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const thumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const thumb = style({
  width: 64,
  padding: 2,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
});
export const spin = style({
  cursor: "grab",
  touchAction: "pan-y",
  userSelect: "none",
  borderRadius: vars.radius.md,
  ":focus-visible": { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const spinImage = style({ width: "100%", height: "auto", display: "block", pointerEvents: "none" });
export const zoomImage = style({ width: "100%", height: "auto", display: "block" });
export const prices = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const linkList = style({ margin: 0, paddingLeft: vars.space.lg });
export const device = style({
  display: "block",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

/** Text colour with an underline: readable in both themes, where the browser's default link blue is not. */
export const textLink = style({ color: vars.color.text, textDecoration: "underline" });
