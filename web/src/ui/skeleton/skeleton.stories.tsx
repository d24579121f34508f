import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";

/**
 * A placeholder in the shape of content that is loading.
 *
 * **Do:** match the loaded content's shape.
 *
 * **Don't:** use it for actions that run: use Spinner.
 */
const meta = { component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const Card: Story = { args: { height: 180, width: 240 } };
