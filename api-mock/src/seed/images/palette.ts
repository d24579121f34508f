import { hashString } from "../prng";

/** The colours of one product pictogram. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  background: string;
}

// Calm clinical hues (blues, teals, greens, violets) rather than the whole wheel, so that every product looks like
// part of one catalogue; the accent stays a warm connector colour.
const HUES = [200, 188, 172, 210, 228, 160, 260, 195];

/** A palette derived from a stable key (the product part of an image id). */
export function paletteFor(key: string): Palette {
  const hash = hashString(key);
  const hue = HUES[hash % HUES.length] ?? 200;
  const shift = (hash >>> 8) % 12;
  return {
    main: `hsl(${hue + shift} 55% 52%)`,
    dark: `hsl(${hue + shift} 50% 32%)`,
    light: `hsl(${hue + shift} 60% 85%)`,
    accent: `hsl(${(hash >>> 4) % 2 === 0 ? 32 : 48} 85% 55%)`,
    background: `hsl(${hue} 40% 97%)`,
  };
}
