import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const page = style({
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.md]: { gridTemplateColumns: "260px minmax(0, 1fr)", padding: vars.space.lg } },
});
export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [media.md]: { gridColumn: "1 / -1" } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
});
export const sizes = style({ display: "flex", gap: vars.space.xxs, border: 0, margin: 0, padding: 0 });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const chipList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const results = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
/** The favourites screen: the results column with the page padding. */
export const standalone = style({
  padding: vars.space.md,
  "@media": { [media.md]: { padding: vars.space.lg } },
});
/** One line high while the count is unknown too, so the cards below do not move when it arrives. */
export const total = style({ margin: 0, color: vars.color.textMuted, minHeight: "1lh" });
/** Keeps a control's place while the results load, unseen and out of the tab order (with `inert`). */
export const reserved = style({ visibility: "hidden" });
export const searchField = style({ flex: "1 1 220px", minWidth: 0 });
