import type { Palette } from "./palette";

// Pictograms for breathing-system products, drawn on a 240 x 240 canvas around the centre (120, 115).

/** A corrugated breathing circuit with a Y-piece. */
export const circuit = (p: Palette): string => `
  <path d="M50 60 C 40 190, 200 190, 190 60" fill="none" stroke="${p.main}" stroke-width="20" stroke-linecap="round"/>
  <path d="M50 60 C 40 190, 200 190, 190 60" fill="none" stroke="${p.dark}" stroke-width="20" stroke-dasharray="3 6" opacity="0.35"/>
  <rect x="36" y="38" width="28" height="26" rx="5" fill="${p.dark}"/>
  <rect x="176" y="38" width="28" height="26" rx="5" fill="${p.dark}"/>
  <path d="M104 168 L120 196 L136 168 Z" fill="${p.accent}"/>
  <rect x="112" y="192" width="16" height="18" rx="3" fill="${p.dark}"/>`;

/** A face mask with cushion and elbow connector. */
export const mask = (p: Palette): string => `
  <path d="M120 40 C 160 40, 190 130, 185 165 C 180 195, 60 195, 55 165 C 50 130, 80 40, 120 40 Z" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>
  <path d="M120 62 C 150 62, 170 130, 166 158 C 162 178, 78 178, 74 158 C 70 130, 90 62, 120 62 Z" fill="${p.main}" opacity="0.35"/>
  <rect x="104" y="18" width="32" height="34" rx="8" fill="${p.dark}"/>
  <circle cx="120" cy="35" r="8" fill="${p.accent}"/>`;

/** A breathing-system filter or HME with two ports. */
export const filter = (p: Palette): string => `
  <rect x="20" y="100" width="46" height="30" rx="6" fill="${p.dark}"/>
  <rect x="174" y="100" width="46" height="30" rx="6" fill="${p.dark}"/>
  <ellipse cx="120" cy="115" rx="62" ry="70" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>
  ${[-36, -18, 0, 18, 36].map((dx) => `<line x1="${120 + dx}" y1="62" x2="${120 + dx}" y2="168" stroke="${p.main}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`).join("")}
  <circle cx="120" cy="46" r="7" fill="${p.accent}"/>`;

/** A reservoir or breathing bag with its neck. */
export const bag = (p: Palette): string => `
  <path d="M120 70 C 190 70, 200 200, 120 205 C 40 200, 50 70, 120 70 Z" fill="${p.main}"/>
  <path d="M95 95 C 80 120, 82 160, 96 185" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>
  <rect x="104" y="40" width="32" height="36" rx="6" fill="${p.dark}"/>
  <rect x="98" y="24" width="44" height="20" rx="6" fill="${p.accent}"/>`;

/** A canister (soda lime, water trap, suction) with a window on its granules. */
export const canister = (p: Palette): string => `
  <rect x="62" y="50" width="116" height="150" rx="16" fill="${p.main}"/>
  <ellipse cx="120" cy="50" rx="58" ry="14" fill="${p.dark}"/>
  <rect x="84" y="82" width="72" height="94" rx="10" fill="${p.light}"/>
  ${[0, 1, 2, 3, 4, 5]
    .flatMap((row) =>
      [0, 1, 2, 3].map(
        (col) =>
          `<circle cx="${96 + col * 16 + (row % 2) * 6}" cy="${94 + row * 14}" r="5" fill="${row < 2 ? p.accent : p.main}" opacity="0.85"/>`,
      ),
    )
    .join("")}
  <rect x="104" y="26" width="32" height="14" rx="4" fill="${p.dark}"/>`;

/** Nasal CPAP prongs on a bridge with tubing to both sides. */
export const prongs = (p: Palette): string => `
  <path d="M30 150 C 60 150, 70 120, 92 120" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/>
  <path d="M210 150 C 180 150, 170 120, 148 120" fill="none" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/>
  <rect x="84" y="104" width="72" height="34" rx="14" fill="${p.light}" stroke="${p.dark}" stroke-width="6"/>
  <rect x="100" y="74" width="14" height="36" rx="7" fill="${p.accent}"/>
  <rect x="126" y="74" width="14" height="36" rx="7" fill="${p.accent}"/>`;
