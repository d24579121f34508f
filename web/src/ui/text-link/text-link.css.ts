import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";
import { highContrastTheme } from "../../styles/themes.css";

/**
 * A link in running text that has a class of its own (for its weight, say). Such a link keeps the browser's blue,
 * 2.2:1 on the high-contrast black, and the theme's rule for class-less links does not reach it: there it takes the
 * theme's brand colour too. In the light theme it stays the browser's link blue.
 */
export const textLink = style({
  selectors: { [`${highContrastTheme} &`]: { color: vars.color.brand } },
});
