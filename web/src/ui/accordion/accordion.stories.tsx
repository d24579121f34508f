import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
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

/** Interaction: a header opens its section and closes it again, by mouse and by keyboard. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("button", { name: "Country" });
    await expect(header).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(header);
    await expect(header).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "Country" })).toBeVisible();
    header.focus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-expanded", "false");
  },
};
