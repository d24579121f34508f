import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { VirtualList, type VirtualListProps } from "./virtual-list";

function Controlled(props: VirtualListProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return <VirtualList {...props} selectedId={selected} onSelect={setSelected} />;
}

/**
 * A long list that renders only what is visible (36 px rows, five visible).
 *
 * **Do:** use it for hundreds of rows of one height.
 *
 * **Don't:** use it for rows of different heights.
 */
const meta = {
  component: VirtualList,
  render: (args) => <Controlled {...args} />,
  args: {
    label: "Countries",
    onSelect: () => undefined,
    items: Array.from({ length: 500 }, (_, i) => ({ id: `c${i}`, label: `Country ${i + 1}` })),
  },
} satisfies Meta<typeof VirtualList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveHundredRows: Story = {};
export const ThreeRows: Story = {
  args: {
    items: [
      { id: "de", label: "Germany" },
      { id: "fr", label: "France" },
      { id: "es", label: "Spain" },
    ],
  },
};
