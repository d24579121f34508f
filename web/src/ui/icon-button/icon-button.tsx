import type { ComponentProps, ReactNode } from "react";
import { cx } from "../class-names";
import { iconButton } from "./icon-button.css";

/** Props of IconButton: the label is required, because an icon alone says nothing to a screen reader. */
export type IconButtonProps = Omit<ComponentProps<"button">, "children" | "aria-label"> & {
  label: string;
  icon: ReactNode;
  variant?: "ghost" | "filled";
  size?: "sm" | "md";
};

/** Supplement 9 (inline icons): a button that shows only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(iconButton({ variant, size }), className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
