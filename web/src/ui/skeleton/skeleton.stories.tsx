import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";

const meta = { component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const Card: Story = { args: { height: 180, width: 240 } };
