import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";

/** Design tokens (architecture section 4, styles/): the one place colours, type and spacing are chosen. */
export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#0b5ea8",
    text: "#1b1f24",
    textMuted: "#4a5562",
    surface: "#ffffff",
    background: "#f4f6f8",
    danger: "#b3261e",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif',
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" },
  radius: { md: "8px" },
});

globalStyle("html, body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
});
