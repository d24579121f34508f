import type { Palette } from "./palette";

// Pictograms for sensors, cables and ward equipment, drawn on a 240 x 240 canvas around the centre (120, 115).

/** A finger-clip sensor with its cable. */
export const sensor = (p: Palette): string => `
  <path d="M150 130 C 190 150, 200 200, 220 215" fill="none" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
  <rect x="46" y="62" width="120" height="44" rx="20" fill="${p.main}"/>
  <rect x="46" y="118" width="120" height="44" rx="20" fill="${p.dark}"/>
  <rect x="40" y="100" width="80" height="24" rx="12" fill="${p.light}"/>
  <circle cx="140" cy="112" r="9" fill="${p.accent}"/>`;

/** A temperature probe with a round skin patch and a plug. */
export const probe = (p: Palette): string => `
  <path d="M70 150 C 90 60, 160 60, 180 110" fill="none" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="66" cy="165" r="30" fill="${p.light}" stroke="${p.main}" stroke-width="6"/>
  <circle cx="66" cy="165" r="10" fill="${p.accent}"/>
  <rect x="166" y="104" width="30" height="60" rx="8" fill="${p.dark}"/>
  <rect x="174" y="160" width="14" height="22" rx="3" fill="${p.main}"/>`;

/** A trunk cable fanning out into leadwires with snaps. */
export const cable = (p: Palette): string => `
  <rect x="28" y="96" width="54" height="38" rx="10" fill="${p.dark}"/>
  <path d="M82 115 L120 115" stroke="${p.main}" stroke-width="12" stroke-linecap="round"/>
  ${[-60, -30, 0, 30, 60]
    .map(
      (dy) =>
        `<path d="M120 115 C 150 115, 160 ${115 + dy}, 196 ${115 + dy}" fill="none" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/><circle cx="204" cy="${115 + dy}" r="10" fill="${p.accent}"/>`,
    )
    .join("")}`;

/** A blood-pressure cuff with hose and connector. */
export const cuff = (p: Palette): string => `
  <path d="M120 40 C 150 40, 150 80, 130 96" fill="none" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
  <rect x="110" y="24" width="22" height="22" rx="5" fill="${p.accent}"/>
  <rect x="40" y="96" width="160" height="100" rx="18" fill="${p.main}"/>
  <rect x="56" y="110" width="60" height="72" rx="8" fill="${p.light}" opacity="0.8"/>
  ${[0, 1, 2].map((i) => `<line x1="132" y1="${120 + i * 22}" x2="184" y2="${120 + i * 22}" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>`).join("")}`;

/** A device trolley with shelves and wheels. */
export const trolley = (p: Palette): string => `
  <rect x="60" y="40" width="10" height="150" rx="4" fill="${p.dark}"/>
  <rect x="170" y="40" width="10" height="150" rx="4" fill="${p.dark}"/>
  <rect x="50" y="60" width="140" height="14" rx="5" fill="${p.main}"/>
  <rect x="50" y="112" width="140" height="40" rx="6" fill="${p.light}" stroke="${p.main}" stroke-width="6"/>
  <rect x="110" y="126" width="20" height="8" rx="3" fill="${p.accent}"/>
  <rect x="50" y="176" width="140" height="14" rx="5" fill="${p.main}"/>
  <circle cx="66" cy="206" r="12" fill="${p.dark}"/><circle cx="174" cy="206" r="12" fill="${p.dark}"/>`;

/** An oxygen flowmeter with float, scale and knob. */
export const flowmeter = (p: Palette): string => `
  <rect x="90" y="30" width="60" height="150" rx="22" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="100" y1="${60 + i * 18}" x2="114" y2="${60 + i * 18}" stroke="${p.dark}" stroke-width="3"/>`).join("")}
  <circle cx="126" cy="110" r="11" fill="${p.accent}"/>
  <rect x="84" y="176" width="72" height="28" rx="8" fill="${p.dark}"/>
  <circle cx="176" cy="190" r="16" fill="${p.main}"/>
  <rect x="40" y="182" width="46" height="16" rx="4" fill="${p.dark}"/>`;

/** A rail clamp gripping a section of standard rail. */
export const clamp = (p: Palette): string => `
  <rect x="20" y="96" width="200" height="26" rx="4" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
  <path d="M80 70 L160 70 L160 150 L80 150 L80 132 L142 132 L142 88 L80 88 Z" fill="${p.main}"/>
  <rect x="156" y="100" width="44" height="18" rx="6" fill="${p.dark}"/>
  <circle cx="208" cy="109" r="16" fill="${p.accent}"/>
  <rect x="110" y="150" width="20" height="50" rx="4" fill="${p.dark}"/>`;

/** A mattress or positioning aid with quilting. */
export const mattress = (p: Palette): string => `
  <path d="M30 150 L70 90 L210 90 L170 150 Z" fill="${p.light}" stroke="${p.main}" stroke-width="6" stroke-linejoin="round"/>
  <path d="M30 150 L170 150 L170 176 L30 176 Z" fill="${p.main}"/>
  <path d="M170 150 L210 90 L210 116 L170 176 Z" fill="${p.dark}"/>
  ${[0, 1, 2].map((i) => `<line x1="${72 + i * 40}" y1="100" x2="${48 + i * 40}" y2="142" stroke="${p.main}" stroke-width="3" opacity="0.6"/>`).join("")}
  <circle cx="110" cy="120" r="6" fill="${p.accent}"/>`;
