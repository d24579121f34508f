/** Architecture section 4 (styles/): tokens, themes, breakpoints, sprinkles and recipes. */
export { media, widthFrom } from "./breakpoints";
export { vars } from "./contract.css";
export { field, focusRing, surface, text, visuallyHidden } from "./recipes.css";
export { type Sprinkles, sprinkles } from "./sprinkles.css";
export { highContrastColors, highContrastTheme, lightColors, lightTheme } from "./themes.css";
export { scale } from "./tokens";
