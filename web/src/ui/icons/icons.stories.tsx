import type { Meta, StoryObj } from "@storybook/react-vite";
import { createIcon } from "./create-icon";
import * as icons from "./icons";

function Gallery() {
  return (
    <ul style={{ display: "flex", flexWrap: "wrap", gap: 16, padding: 0, listStyle: "none" }}>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: "flex", flexDirection: "column", alignItems: "center", width: 110 }}>
          <Icon size={28} />
          <code style={{ fontSize: 11 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The inline SVG icon set (no icon CDN); hidden from screen readers unless given a title.
 *
 * **Do:** give an icon a title when it carries meaning alone.
 *
 * **Don't:** use an icon as the only cue for status.
 */
const meta = { component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};
const Titled = createIcon("titled-example", ["M5 12l5 5l9-10"]);
export const WithTitle: Story = { render: () => <Titled title="Done" size={32} /> };
