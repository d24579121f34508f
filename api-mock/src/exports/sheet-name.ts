/** Spreadsheet rule (OOXML / Excel): a sheet name has at most 31 characters. */
export const SHEET_NAME_MAX = 31;

const FORBIDDEN = /[[\]:*?/\\]/g;

/**
 * Core spec 9: a valid sheet name from a list title: the characters spreadsheets refuse ([ ] : * ? / \) become
 * spaces, whitespace collapses, no leading or trailing apostrophe, at most 31 UTF-16 units as Excel counts them
 * (whole code points, so an emoji is never cut in half), and `fallback` when nothing is left.
 */
export function sheetName(title: string, fallback: string): string {
  const cleaned = title
    .replace(FORBIDDEN, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .trim();
  const cut = cutToLength(cleaned).trim().replace(/'+$/, "");
  return cut.length > 0 ? cut : cutToLength(fallback);
}

function cutToLength(text: string): string {
  let result = "";
  for (const codePoint of text) {
    if (result.length + codePoint.length > SHEET_NAME_MAX) break;
    result += codePoint;
  }
  return result;
}
