import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";

/**
 * Shows that something is busy when its size is unknown.
 *
 * **Do:** label it when it stands alone.
 *
 * **Don't:** use it for content with a known shape: use Skeleton.
 */
const meta = { component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const WithLabel: Story = { args: { label: "Fetching products" } };
