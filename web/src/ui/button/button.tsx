import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { cx } from "../class-names";
import { Spinner } from "../spinner/spinner";
import { button } from "./button.css";

/** Props of Button. */
export type ButtonProps = ComponentProps<"button"> & {
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "lg";
  /** Busy: shows a spinner and ignores clicks, but keeps focus (a disabled button would drop it). */
  loading?: boolean;
  icon?: ReactNode;
};

/** Supplement 9: the button of the design system. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  icon,
  className,
  type = "button",
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx(button({ variant, size }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      <span>{children}</span>
    </button>
  );
}
