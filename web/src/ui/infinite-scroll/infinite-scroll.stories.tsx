import type { Meta, StoryObj } from "@storybook/react-vite";
import { InfiniteScroll } from "./infinite-scroll";

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const products = (page: number, size: number) =>
  Array.from({ length: size }, (_, i) => `Product ${page * size + i + 1}`);

/**
 * Loads the next page as the user scrolls, with retry on failure.
 *
 * **Do:** keep a button for keyboard users to load more.
 *
 * **Don't:** use it for lists the user must reach the end of.
 */
const meta = {
  component: InfiniteScroll<string>,
  args: {
    label: "Products",
    getKey: (item: string) => item,
    renderItem: (item: string) => <div style={{ padding: 12, borderBottom: "1px solid #ccc" }}>{item}</div>,
    loadPage: async (page: number, size: number) => {
      await delay(400);
      return page < 4 ? products(page, size) : products(page, 3);
    },
  },
} satisfies Meta<typeof InfiniteScroll<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FailingServer: Story = {
  args: {
    loadPage: async () => {
      await delay(200);
      throw new Error("500");
    },
  },
};
export const Empty: Story = { args: { loadPage: async () => [] } };
