import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge";

/**
 * A small count on an icon (unread, selected); 99+ above 99.
 *
 * **Do:** put the count into the labelled element's name too.
 *
 * **Don't:** use it for status: use StatusBadge.
 */
const meta = { component: Badge, args: { count: 7 } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
export const Overflow: Story = { args: { count: 100 } };
export const Zero: Story = { args: { count: 0 } };
