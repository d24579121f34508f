import { SIDE_MENU_COLLAPSED_PX, SIDE_MENU_EXPANDED_PX } from "@catalogue/core/constants";
import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

/** The page behind the header: shared with the boot shell too. */
export const page = { minHeight: "100vh", background: vars.color.background } as const;

export const frame = style({
  ...page,
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  // One column no wider than the window: a wide child (header, screen) must shrink, not widen the page.
  gridTemplateColumns: "minmax(0, 1fr)",
  color: vars.color.text,
});

/** The height of the header's controls: its icon buttons (IconButton size md) and the search bar. */
export const headerControlHeight = 40;

/** The header bar's box, shared with the boot shell that index.html paints before the JavaScript runs. */
export const headerBar = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // As high as with its controls from the start: the search bar loads after the header, and the page below must
  // not move down when it comes (padding and the 1 px border included, as boxes are border-box).
  minHeight: `calc(${headerControlHeight}px + 2 * ${vars.space.xs} + 1px)`,
  // Above the phone drawer, so the menu button that closes it stays reachable.
  position: "sticky",
  top: 0,
  zIndex: 20,
} as const;

export const header = style(headerBar);

export const logo = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  marginRight: "auto",
  // The logo gives way first, so the bell, the search bar and the profile menu fit a 360 px phone.
  minWidth: 0,
});

/**
 * The product name beside the logo: cut with an ellipsis when space runs short, and on phones only read out
 * (visually hidden): "Produktkatalog" and the header's buttons do not fit 360 px together.
 */
export const logoText = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": {
    [media.phone]: {
      position: "absolute",
      width: 1,
      height: 1,
      clipPath: "inset(50%)",
    },
  },
});

export const hamburger = style({ display: "flex", "@media": { [media.sm]: { display: "none" } } });

export const body = style({ display: "flex", minWidth: 0 });

const navBase = style({
  flexShrink: 0,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.xs,
  "@media": {
    [media.phone]: {
      position: "fixed",
      inset: "0 auto 0 0",
      paddingTop: "4.5rem",
      width: SIDE_MENU_EXPANDED_PX,
      zIndex: 10,
      boxShadow: vars.elevation.lg,
    },
  },
});

/** Core spec 9: 232 px open, 68 px collapsed; on phones a drawer shown only when opened. */
export const nav = styleVariants({
  expanded: [navBase, { width: SIDE_MENU_EXPANDED_PX }],
  collapsed: [navBase, { width: SIDE_MENU_COLLAPSED_PX }],
  phoneClosed: [navBase, { "@media": { [media.phone]: { display: "none" } } }],
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
  overflow: "hidden",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.bold },
  },
});

export const collapseToggle = style({
  display: "flex",
  marginTop: "auto",
  alignSelf: "flex-end",
  "@media": { [media.phone]: { display: "none" } },
});

export const main = style({ flex: 1, minWidth: 0, outline: "none" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const footerLink = style({ color: vars.color.text });
