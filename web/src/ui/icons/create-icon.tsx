import type { SVGProps } from "react";

/** Props of every icon: SVG attributes plus an optional `title` that makes the icon meaningful. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string; size?: number };

/** Architecture section 4 (ui/): builds an inline 24x24 stroke icon; decorative (`aria-hidden`) unless titled. */
export function createIcon(name: string, paths: string[], filled = false) {
  function Icon({ title, size = 20, ...rest }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: icons are decorative (aria-hidden) unless given a title, which renders <title>.
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? "img" : undefined}
        data-icon={name}
        {...rest}
      >
        {title && <title>{title}</title>}
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `${name}-icon`;
  return Icon;
}
