import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs } from "./tabs";

/**
 * Views of one object side by side (WAI-ARIA tabs); scrolls sideways on phones.
 *
 * **Do:** keep tab labels short.
 *
 * **Don't:** use tabs as navigation between screens.
 */
const meta = {
  component: Tabs,
  args: {
    label: "Product lists",
    items: [
      { id: "mine", label: "My lists", content: "Your own lists." },
      { id: "pinned", label: "Pinned", content: "Lists you pinned." },
      { id: "drafts", label: "Drafts", content: "Drafts in progress." },
      { id: "shared", label: "Curated / shared", content: "Lists shared with you." },
      { id: "all", label: "All", content: "Everything." },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongGermanText: Story = {
  args: {
    label: "Produktlisten",
    items: [
      { id: "mine", label: "Meine Produktlisten", content: "…" },
      { id: "pinned", label: "Angeheftete Listen", content: "…" },
      { id: "shared", label: "Kuratierte und freigegebene Listen", content: "…" },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** Interaction: arrows move between tabs (wrapping at the ends), Home and End jump, the panel follows. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "My lists" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Pinned" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Lists you pinned.");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "My lists" })).toHaveAttribute("aria-selected", "true");
  },
};
