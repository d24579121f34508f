import { BREAKPOINTS, SIDE_MENU_AUTO_COLLAPSE_BELOW_PX } from "@catalogue/core/constants";
import { vars } from "@catalogue/web/styles/contract.css.ts";
import { highContrastColors, lightColors } from "@catalogue/web/styles/themes.css.ts";
import { scale } from "@catalogue/web/styles/tokens.ts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";

// Every specimen reads the CSS variables, so the page shows whichever theme the toolbar has chosen; the values
// of both themes are printed beside it, from the same objects the themes are built from.

const cell: CSSProperties = { padding: "6px 12px 6px 0", textAlign: "start", verticalAlign: "middle" };
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ color: vars.color.text, background: vars.color.background, padding: 24 }}>
      <h2 style={{ fontSize: vars.fontSize.xl, marginTop: 0 }}>{title}</h2>
      {children}
    </div>
  );
}

function TokenTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div style={{ overflowX: "auto" }}>
      <table style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type ColourGroup = "color" | "status";

/** A swatch per colour token: the current theme's fill, and the value in each theme. */
function ColourTable({ group }: { group: ColourGroup }) {
  const light: Record<string, string> = lightColors[group];
  const dark: Record<string, string> = highContrastColors[group];
  const tokens: Record<string, string> = vars[group];
  return (
    <TokenTable head={["sample", "token", "light", "high contrast"]}>
      {Object.entries(tokens).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <span
              style={{
                display: "block",
                width: 48,
                height: 32,
                borderRadius: vars.radius.sm,
                background: value,
                border: `1px solid ${vars.color.border}`,
              }}
            />
          </td>
          <td style={cell}>
            <code style={code}>
              vars.{group}.{name}
            </code>
          </td>
          <td style={cell}>
            <code style={code}>{light[name]}</code>
          </td>
          <td style={cell}>
            <code style={code}>{dark[name]}</code>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function Colours() {
  return (
    <Page title="Colours">
      <p>
        <code style={code}>on*</code> is the text colour on the fill of the same name; every text/fill pair
        meets WCAG AA (web/src/styles/themes.test.ts checks it).
      </p>
      <ColourTable group="color" />
    </Page>
  );
}

function StatusColours() {
  const pairs = [
    ["green", "onGreen"],
    ["yellow", "onYellow"],
    ["red", "onRed"],
    ["grey", "onGrey"],
  ] as const;
  return (
    <Page title="Status colours (core spec 4.2)">
      <ul style={{ display: "flex", flexWrap: "wrap", gap: 12, padding: 0, listStyle: "none" }}>
        {pairs.map(([fill, on]) => (
          <li
            key={fill}
            style={{
              background: vars.status[fill],
              color: vars.status[on],
              padding: "8px 16px",
              borderRadius: vars.radius.pill,
            }}
          >
            status.{fill} / {on}
          </li>
        ))}
      </ul>
      <ColourTable group="status" />
    </Page>
  );
}

const SPECIMEN = "Produktkatalog · Product Catalogue · 製品カタログ · Каталог";

function TypeScale() {
  const sizes = Object.keys(scale.fontSize) as (keyof typeof scale.fontSize)[];
  const weights = Object.keys(scale.fontWeight) as (keyof typeof scale.fontWeight)[];
  return (
    <Page title="Type scale">
      <p>
        A 1.2 modular scale from 16 px, in rem so the browser's font size is respected. Body font:{" "}
        <code style={code}>{scale.font.body}</code>.
      </p>
      {sizes.map((size) => (
        <p
          key={size}
          style={{ fontSize: vars.fontSize[size], margin: "12px 0", lineHeight: vars.lineHeight.tight }}
        >
          <code style={code}>
            fontSize.{size} {scale.fontSize[size]}
          </code>
          <br />
          {SPECIMEN}
        </p>
      ))}
      <h3 style={{ fontSize: vars.fontSize.lg }}>Weights and line heights</h3>
      {weights.map((weight) => (
        <p key={weight} style={{ fontWeight: vars.fontWeight[weight], margin: "8px 0" }}>
          fontWeight.{weight} ({scale.fontWeight[weight]}): {SPECIMEN}
        </p>
      ))}
      <p style={{ lineHeight: vars.lineHeight.tight, maxWidth: 480 }}>
        lineHeight.tight ({scale.lineHeight.tight}), for headings: a heading that wraps onto a second line
        stays one block.
      </p>
      <p style={{ lineHeight: vars.lineHeight.normal, maxWidth: 480 }}>
        lineHeight.normal ({scale.lineHeight.normal}), for body text: long German words such as
        Produktverfügbarkeitsinformationen wrap rather than overflow.
      </p>
      <p style={{ fontFamily: vars.font.mono }}>font.mono: REF-4711-0815</p>
    </Page>
  );
}

function Spacing() {
  const names = Object.keys(scale.space) as (keyof typeof scale.space)[];
  return (
    <Page title="Spacing">
      <TokenTable head={["token", "value", "sample"]}>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>vars.space.{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{scale.space[name]}</code>
            </td>
            <td style={cell}>
              <span
                style={{
                  display: "block",
                  width: vars.space[name],
                  height: 16,
                  background: vars.color.brand,
                }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
    </Page>
  );
}

const tile: CSSProperties = {
  width: 136,
  height: 80,
  padding: 8,
  textAlign: "center",
  display: "grid",
  placeItems: "center",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
};

function RadiiAndElevation() {
  const radii = Object.keys(scale.radius) as (keyof typeof scale.radius)[];
  const elevations = Object.keys(vars.elevation) as (keyof typeof vars.elevation)[];
  const row = { display: "flex", flexWrap: "wrap", gap: 24, padding: 0, listStyle: "none" } as const;
  return (
    <Page title="Radii and elevation">
      <ul style={row}>
        {radii.map((name) => (
          <li key={name} style={{ ...tile, borderRadius: vars.radius[name] }}>
            <code style={code}>
              radius.{name} {scale.radius[name]}
            </code>
          </li>
        ))}
      </ul>
      <p>Elevation lifts floating panels (menus, toasts, dialogs); high contrast draws it as an outline.</p>
      <ul style={row}>
        {elevations.map((name) => (
          <li
            key={name}
            style={{ ...tile, border: "none", borderRadius: vars.radius.md, boxShadow: vars.elevation[name] }}
          >
            <code style={code}>elevation.{name}</code>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function BreakpointsAndMotion() {
  return (
    <Page title="Breakpoints and motion (core spec 9)">
      <TokenTable head={["breakpoint", "from"]}>
        <tr>
          <td style={cell}>
            <code style={code}>phone</code>
          </td>
          <td style={cell}>360 px (below {BREAKPOINTS.sm} px)</td>
        </tr>
        {Object.entries(BREAKPOINTS).map(([name, px]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>media.{name}</code>
            </td>
            <td style={cell}>{px} px</td>
          </tr>
        ))}
        <tr>
          <td style={cell}>side menu expanded</td>
          <td style={cell}>{SIDE_MENU_AUTO_COLLAPSE_BELOW_PX} px</td>
        </tr>
      </TokenTable>
      <p>
        Motion: fast {scale.motion.fast}, normal {scale.motion.normal}, easing{" "}
        <code style={code}>{scale.motion.easing}</code>; both durations become 0 ms when the user asks for
        reduced motion. Focus ring: {scale.focusRing.width} wide, {scale.focusRing.offset} away, in{" "}
        <code style={code}>color.focus</code>.
      </p>
    </Page>
  );
}

/**
 * The design tokens of the vanilla-extract theme contract (`web/src/styles/contract.css.ts`): colours per theme,
 * the type scale, spacing, radii, elevation, breakpoints and motion, as swatches and specimens. Switch the Theme
 * toolbar to see the high-contrast values drawn.
 *
 * **Do:** read every colour, size and duration from `vars.*` (or the `sprinkles` and recipes built on them).
 *
 * **Don't:** write a literal colour, size or breakpoint in a component.
 */
const meta = {
  title: "Design Tokens",
  component: Colours,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Colours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {};
export const Status: Story = { render: () => <StatusColours /> };
export const Typography: Story = { render: () => <TypeScale /> };
export const Space: Story = { render: () => <Spacing /> };
export const RadiusAndElevation: Story = { render: () => <RadiiAndElevation /> };
export const BreakpointsMotion: Story = {
  name: "Breakpoints and motion",
  render: () => <BreakpointsAndMotion />,
};
