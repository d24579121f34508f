import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { highContrastColors, lightColors } from "./themes.css";

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each([
  ["light", lightColors],
  ["high contrast", highContrastColors],
])("the %s theme", (_name, { color, status }) => {
  it.each([
    ["text on background", color.text, color.background],
    ["text on surface", color.text, color.surface],
    ["muted text on surface", color.textMuted, color.surface],
    ["muted text on background", color.textMuted, color.background],
    ["text on muted surface", color.text, color.surfaceMuted],
    ["brand text on surface", color.brand, color.surface],
    ["label on brand button", color.onBrand, color.brand],
    ["label on hovered brand button", color.onBrand, color.brandHover],
    ["label on danger button", color.onDanger, color.danger],
    ["danger text on surface", color.danger, color.surface],
    ["green status label", status.onGreen, status.green],
    ["yellow status label", status.onYellow, status.yellow],
    ["red status label", status.onRed, status.red],
    ["grey status label", status.onGrey, status.grey],
  ])("meets AA for %s", (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ["field border", color.border, color.surface],
    ["focus ring on surface", color.focus, color.surface],
    ["focus ring on background", color.focus, color.background],
  ])("meets the 3:1 non-text contrast for the %s", (_part, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b5ea8", "#0b5ea8")).toBe(1);
  });
});
