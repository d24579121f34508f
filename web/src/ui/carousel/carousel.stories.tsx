import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Carousel } from "./carousel";

const card = (n: number) => (
  <div style={{ border: "1px solid #8a94a0", borderRadius: 8, padding: 16, minHeight: 96 }}>Product {n}</div>
);

/**
 * A row of cards that scrolls by pages (at most six at a time), e.g. related products.
 *
 * **Do:** keep it keyboard usable with its buttons.
 *
 * **Don't:** hide important content on a later page.
 */
const meta = {
  component: Carousel,
  args: { title: "Similar products", items: Array.from({ length: 14 }, (_, i) => card(i + 1)) },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FewItems: Story = { args: { items: [card(1), card(2), card(3)] } };
export const PhoneWidth: Story = { args: { pageSize: 2 } };

/** Interaction: next and previous move a whole page; the arrow keys do the same; the ends disable the buttons. */
export const Paging: Story = {
  args: { pageSize: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole("button", { name: "Previous items" });
    const next = canvas.getByRole("button", { name: "Next items" });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByText("Product 1")).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText("Product 7")).toBeVisible();
    await expect(canvas.queryByText("Product 1")).toBeNull();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByText("Product 13")).toBeVisible();
    await expect(next).toBeDisabled();
    previous.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByText("Product 7")).toBeVisible();
  },
};
