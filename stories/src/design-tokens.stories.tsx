import { BREAKPOINTS } from "@catalogue/core/constants";
import { vars } from "@catalogue/web/styles/contract.css.ts";
import { scale } from "@catalogue/web/styles/tokens.ts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";

// Swatches read the CSS variables, so the page shows whichever theme the toolbar has chosen.
function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li style={{ display: "flex", alignItems: "center", gap: 12, minWidth: 220 }}>
      <span
        style={{
          width: 40,
          height: 40,
          borderRadius: 8,
          background: value,
          border: `1px solid ${vars.color.border}`,
        }}
      />
      <code>{name}</code>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: vars.fontSize.xl }}>{title}</h2>
      {children}
    </section>
  );
}

const row = { display: "flex", flexWrap: "wrap", gap: 16, padding: 0, listStyle: "none" } as const;

function DesignTokens() {
  return (
    <div style={{ color: vars.color.text, background: vars.color.background, padding: 24 }}>
      <Section title="Colours">
        <ul style={row}>
          {Object.entries(vars.color).map(([name, value]) => (
            <Swatch key={name} name={`color.${name}`} value={value} />
          ))}
        </ul>
      </Section>
      <Section title="Status colours (core spec 4.2)">
        <ul style={row}>
          {Object.entries(vars.status).map(([name, value]) => (
            <Swatch key={name} name={`status.${name}`} value={value} />
          ))}
        </ul>
      </Section>
      <Section title="Type scale">
        {Object.entries(scale.fontSize).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: "8px 0" }}>
            <code>{name}</code> {size} — Produktkatalog Product Catalogue 製品カタログ
          </p>
        ))}
      </Section>
      <Section title="Spacing">
        {Object.entries(scale.space).map(([name, size]) => (
          <div key={name} style={{ display: "flex", alignItems: "center", gap: 12, margin: "4px 0" }}>
            <code style={{ width: 80 }}>{name}</code>
            <span style={{ width: size, height: 16, background: vars.color.brand }} />
            <code>{size}</code>
          </div>
        ))}
      </Section>
      <Section title="Radii and elevation">
        <ul style={row}>
          {Object.keys(scale.radius).map((name) => (
            <li
              key={name}
              style={{
                width: 120,
                height: 72,
                display: "grid",
                placeItems: "center",
                background: vars.color.surface,
                borderRadius: vars.radius[name as keyof typeof scale.radius],
                boxShadow: vars.elevation.md,
              }}
            >
              <code>radius.{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Breakpoints (core spec 9)">
        <ul>
          {Object.entries(BREAKPOINTS).map(([name, px]) => (
            <li key={name}>
              <code>{name}</code>: from {px} px
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Motion">
        <p>
          fast {scale.motion.fast}, normal {scale.motion.normal}; both become 0 ms when the user asks for
          reduced motion.
        </p>
      </Section>
    </div>
  );
}

const meta = { component: DesignTokens, parameters: { layout: "fullscreen" } } satisfies Meta<
  typeof DesignTokens
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
