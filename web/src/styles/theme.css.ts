import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import "./themes.css";

/** Architecture section 4 (styles/): the design tokens every screen and component reads. */
export { vars };

globalStyle("html, body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

// Wide languages (de es fr pt tr) carry long compound words: let them wrap instead of overflowing. Hyphenation
// follows `<html lang>` (kept in step with the i18n language); every element inherits both. Text styles keep
// break-word rather than anywhere, which would split words mid-syllable before hyphenating them.
globalStyle("body", { overflowWrap: "break-word", hyphens: "auto" });
