import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
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

/** The first page arrives after a simulated 400 ms load; the story is ready once it shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Product 1")).toBeVisible();
  },
};
export const FailingServer: Story = {
  args: {
    loadPage: async () => {
      await delay(200);
      throw new Error("500");
    },
  },
};
export const Empty: Story = { args: { loadPage: async () => [] } };

// The server of the retry story: down until the story's play function brings it back.
const server = { down: true };

/** Interaction: a failed page (after the automatic retries) says so and offers a retry, which asks again. */
export const RetryAfterFailure: Story = {
  args: {
    loadPage: async (page: number, size: number) => {
      if (server.down) throw new Error("503");
      return page < 1 ? products(page, size) : [];
    },
  },
  beforeEach: () => {
    server.down = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The next page could not be loaded.");
    server.down = false;
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByText("Product 1")).toBeVisible();
    await expect(await canvas.findByText("You have reached the end of the list.")).toBeVisible();
  },
};
