import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";
import { focusRing } from "../../styles/recipes.css";

/** Architecture section 4: the icon button look; at least 40 px so it is a comfortable touch target. */
export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      padding: 0,
      border: "none",
      borderRadius: vars.radius.pill,
      cursor: "pointer",
      color: vars.color.text,
      ":disabled": { opacity: 0.6, cursor: "not-allowed" },
    },
  ],
  variants: {
    variant: {
      ghost: { background: "transparent", ":hover": { background: vars.color.surfaceMuted } },
      filled: { background: vars.color.brand, color: vars.color.onBrand },
    },
    size: { sm: { width: 32, height: 32 }, md: { width: 40, height: 40 } },
  },
  defaultVariants: { variant: "ghost", size: "md" },
});
