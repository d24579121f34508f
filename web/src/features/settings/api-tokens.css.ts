import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });

export const nameField = style({ flex: "1 1 16rem", minWidth: 0 });

export const created = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
});

export const secret = style({
  fontFamily: "monospace",
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  userSelect: "all",
});

export const list = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemText = style({
  display: "grid",
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const itemName = style({ fontWeight: 600 });

export const code = style({ fontFamily: "monospace", overflowWrap: "anywhere" });
