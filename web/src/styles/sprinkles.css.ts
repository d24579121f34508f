import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media } from "./breakpoints";
import { vars } from "./contract.css";

const responsive = defineProperties({
  conditions: {
    phone: {},
    sm: { "@media": media.sm },
    md: { "@media": media.md },
    lg: { "@media": media.lg },
    xl: { "@media": media.xl },
  },
  defaultCondition: "phone",
  properties: {
    display: ["none", "block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    margin: vars.space,
    fontSize: vars.fontSize,
  },
  shorthands: { p: ["padding"], px: ["paddingInline"], py: ["paddingBlock"] },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      danger: vars.color.danger,
    },
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      page: vars.color.background,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
  },
});

/** Architecture section 4: atomic, responsive utility classes over the tokens (breakpoints of core spec 9). */
export const sprinkles = createSprinkles(responsive, colours);

/** The props `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
