import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion } from "./accordion";

/**
 * Sections that open and close, for long content the user reads in parts.
 *
 * **Do:** give each header a clear name.
 *
 * **Don't:** hide content the user needs to act on the screen.
 */
const meta = {
  component: Accordion,
  args: {
    items: [
      { id: "status", title: "Product status", content: "Available, warning, not available." },
      { id: "country", title: "Country", content: "Germany, France, Spain." },
      { id: "price", title: "Price", content: "From 0 to 1,000 EUR." },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const FirstOpen: Story = { args: { defaultOpen: ["status"] } };
