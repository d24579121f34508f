import { createGlobalTheme, createTheme, globalStyle } from "@vanilla-extract/css";
import { BRAND_COLOR } from "./brand-color";
import { vars } from "./contract.css";
import { scale } from "./tokens";

// Every text/background pair below has a contrast ratio of at least 4.5:1 (WCAG 2.2 AA), checked with the
// WCAG relative-luminance formula; `themes.test.ts` re-checks the pairs so a colour change cannot slip through.

/** Architecture section 4: the light theme's colours (also the default on :root). */
export const lightColors = {
  color: {
    brand: BRAND_COLOR,
    brandHover: "#084a85",
    onBrand: "#ffffff",
    text: "#1b1f24",
    textMuted: "#4a5562",
    surface: "#ffffff",
    surfaceMuted: "#eef1f4",
    background: "#f4f6f8",
    border: "#8a94a0",
    borderStrong: "#4a5562",
    focus: "#0b5ea8",
    danger: "#b3261e",
    dangerHover: "#8c1d17",
    onDanger: "#ffffff",
    overlay: "rgba(16, 20, 24, 0.55)",
    skeleton: "#dde2e7",
  },
  status: {
    green: "#1e6b34",
    onGreen: "#ffffff",
    yellow: "#f2c230",
    onYellow: "#1b1f24",
    red: "#b3261e",
    onRed: "#ffffff",
    grey: "#5b6570",
    onGrey: "#ffffff",
  },
} as const;

/** Architecture section 4: the high-contrast (dark) theme's colours. */
export const highContrastColors = {
  color: {
    brand: "#ffd43b",
    brandHover: "#ffe680",
    onBrand: "#000000",
    text: "#ffffff",
    textMuted: "#d6dbe0",
    surface: "#000000",
    surfaceMuted: "#1a1a1a",
    background: "#000000",
    border: "#ffffff",
    borderStrong: "#ffffff",
    focus: "#ffd43b",
    danger: "#ff8a80",
    dangerHover: "#ffb3ab",
    onDanger: "#000000",
    overlay: "rgba(0, 0, 0, 0.8)",
    skeleton: "#3a3a3a",
  },
  status: {
    green: "#7ee787",
    onGreen: "#000000",
    yellow: "#ffd43b",
    onYellow: "#000000",
    red: "#ff8a80",
    onRed: "#000000",
    grey: "#c9d1d9",
    onGrey: "#000000",
  },
} as const;

const shadows = {
  light: {
    none: "none",
    sm: "0 1px 2px rgba(16, 20, 24, 0.16)",
    md: "0 4px 12px rgba(16, 20, 24, 0.18)",
    lg: "0 12px 32px rgba(16, 20, 24, 0.24)",
  },
  // Shadows vanish on black, so elevation is drawn as an outline in high contrast.
  highContrast: {
    none: "none",
    sm: "0 0 0 1px #ffffff",
    md: "0 0 0 2px #ffffff",
    lg: "0 0 0 3px #ffffff",
  },
};

/** Architecture section 4: the light theme applied to :root, so every screen is themed without a class. */
createGlobalTheme(":root", vars, { ...scale, ...lightColors, elevation: shadows.light });

/** Architecture section 4: class of the light theme, to force it inside a high-contrast page. */
export const lightTheme = createTheme(vars, { ...scale, ...lightColors, elevation: shadows.light });

/** Architecture section 4: class of the high-contrast theme (put it on <html> or a wrapper). */
export const highContrastTheme = createTheme(vars, {
  ...scale,
  ...highContrastColors,
  elevation: shadows.highContrast,
});

// Users who ask for less motion get none: every transition reads these durations.
globalStyle(":root", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: { [vars.motion.fast]: "0ms", [vars.motion.normal]: "0ms" },
    },
  },
});

// A link without a class of its own keeps the browser's blue, which is 2.2:1 on the high-contrast black:
// there it takes the theme's brand colour (and keeps it once visited).
globalStyle(`.${highContrastTheme} a:not([class])`, { color: vars.color.brand });
