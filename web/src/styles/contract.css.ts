import { createThemeContract } from "@vanilla-extract/css";

/**
 * Architecture section 4 (styles/): the shape every theme fills in. Components read `vars.*` only, so a theme
 * switch (light, high contrast) never touches a component.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    onBrand: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    background: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    overlay: null,
    skeleton: null,
  },
  status: {
    green: null,
    onGreen: null,
    yellow: null,
    onYellow: null,
    red: null,
    onRed: null,
    grey: null,
    onGrey: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  elevation: { none: null, sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
  focusRing: { width: null, offset: null },
});
