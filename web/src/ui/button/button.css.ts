import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

/** Architecture section 4: the button look (variants and sizes). */
export const button = recipe({
  base: [
    focusRing,
    {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: vars.space.sm,
      // Min width, never a fixed width: German labels are long (wide languages must not break layouts).
      maxWidth: "100%",
      font: "inherit",
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textAlign: "center",
      border: "2px solid transparent",
      borderRadius: vars.radius.sm,
      cursor: "pointer",
      transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: "transparent",
        color: vars.color.brand,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: 32, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: 40, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.md },
      lg: { minHeight: 48, padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
