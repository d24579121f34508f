import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
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

/** Interaction: arrows move the active row, End jumps to the last of 500 (rendered on demand), Enter selects. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("listbox", { name: "Countries" });
    list.focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("option", { name: "Country 2" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}{Enter}");
    await expect(await canvas.findByRole("option", { name: "Country 500" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getAllByRole("option").length).toBeLessThan(20);
  },
};
